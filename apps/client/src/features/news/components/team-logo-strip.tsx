import { teamImageUrl } from '@liga/contracts';
import { useEffect, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { isCarousel, LOGO_SLOTS, staticSlots, stepOffset } from '../lib/logo-strip';
import { newsTexts } from '../texts';
import styles from './team-logo-strip.module.css';

const t = newsTexts.logos;
const CAROUSEL_INTERVAL_MS = 3000;

interface StripTeam {
  id: string;
  name: string;
}

/** Team logos on top of the home page; each opens /team/{id} in a new tab. */
export function TeamLogoStrip({
  teams,
  isPending = false,
}: {
  teams: readonly StripTeam[];
  isPending?: boolean;
}) {
  if (isPending) {
    return (
      <SkeletonGroup className={styles.row}>
        {Array.from({ length: LOGO_SLOTS }, (_, index) => (
          <Skeleton key={index} height="var(--logo-slot-height)" radius="var(--radius-md)" />
        ))}
      </SkeletonGroup>
    );
  }
  if (isCarousel(teams.length)) return <LogoCarousel teams={teams} />;
  return (
    <nav aria-label={t.label}>
      <ul className={styles.row}>
        {staticSlots(teams).map((slot) =>
          slot.kind === 'team' ? (
            <li key={slot.team.id}>
              <LogoLink team={slot.team} />
            </li>
          ) : (
            <li key={slot.key} className={styles.emptySlot} aria-hidden="true" />
          ),
        )}
      </ul>
    </nav>
  );
}

function LogoCarousel({ teams }: { teams: readonly StripTeam[] }) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  // Reduced motion: the logos move only by the arrows.
  const still = useReducedMotion();
  useEffect(() => {
    if (paused || still) return undefined;
    const timer = window.setInterval(
      () => setOffset((o) => stepOffset(o, 1, teams.length)),
      CAROUSEL_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused, still, teams.length]);
  const visible = teams.slice(offset, offset + LOGO_SLOTS);
  return (
    <nav
      aria-label={t.label}
      className={styles.carousel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <button
        type="button"
        className={styles.arrow}
        aria-label={t.previous}
        onClick={() => setOffset((o) => stepOffset(o, -1, teams.length))}
      >
        ‹
      </button>
      <ul className={styles.row}>
        {visible.map((team) => (
          <li key={team.id}>
            <LogoLink team={team} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.arrow}
        aria-label={t.next}
        onClick={() => setOffset((o) => stepOffset(o, 1, teams.length))}
      >
        ›
      </button>
    </nav>
  );
}

function LogoLink({ team }: { team: StripTeam }) {
  return (
    <a
      href={`/team/${encodeURIComponent(team.id)}`}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.logo}
      title={team.name}
      aria-label={t.teamLink(team.name)}
    >
      <Avatar src={teamImageUrl(team.id)} alt="" size={48} shape="rounded" kind="team" />
    </a>
  );
}
