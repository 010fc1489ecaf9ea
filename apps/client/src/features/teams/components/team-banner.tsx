import type { CSSProperties, ReactNode } from 'react';
import type { TeamDto } from '@liga/contracts';
import { Badge } from '../../../components/ui/badge';
import { leagueColorVar } from '../../../lib/league-colors';
import { captainOf, fullName } from '../lib/members';
import { teamsTexts } from '../texts';
import styles from './team-banner.module.css';
import { TeamLogo } from './team-logo';

const t = teamsTexts.team;

/** Banner of the team page: image, name, short name, league, captain with (C), actions. */
export function TeamBanner({ team, actions }: { team: TeamDto; actions?: ReactNode }) {
  const captain = captainOf(team);
  const league = team.leagues?.[0] ?? null;
  const color = league ? leagueColorVar(league.name) : 'var(--color-accent)';
  return (
    <header className={styles.banner} style={{ '--team-color': color } as CSSProperties}>
      <div className={styles.pitch} aria-hidden="true" />
      <div className={styles.content}>
        <div className={styles.logo}>
          <TeamLogo teamId={team.id} name={team.name} size={136} />
        </div>
        <div className={styles.identity}>
          <div className={styles.badges}>
            {league ? (
              <Badge color={color}>{league.name}</Badge>
            ) : (
              <Badge tone="warning">{t.noLeague}</Badge>
            )}
            <Badge>{team.shortName}</Badge>
          </div>
          <h1 className={styles.name}>{team.name}</h1>
          <p className={styles.captain}>
            <span className={styles.captainLabel}>{t.captainLabel}:</span>{' '}
            {captain ? (
              <span className={styles.captainName}>
                {fullName(captain)} <abbr title={t.captainLabel}>{t.captainMark}</abbr>
              </span>
            ) : (
              t.noCaptain
            )}
          </p>
        </div>
        {actions && (
          <div className={styles.actions} role="group" aria-label={t.actions}>
            {actions}
          </div>
        )}
      </div>
    </header>
  );
}
