import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatLongDateTime } from '../../../lib/polish-dates';
import { useNextMatch } from '../api/get-next-match';
import { mapLink } from '../lib/fixture-days';
import { matchCentreTexts } from '../texts';
import { AvailabilityButtons } from './availability-panel';
import styles from './match-centre.module.css';

const t = matchCentreTexts;

/**
 * 'Następny mecz' of a team: opponent, date, pitch with a link to the map, who is coming and,
 * for its players, Będę / Nie będę / Może. On the home page and the team page.
 */
export function NextMatchCard({ teamId, enabled = true }: { teamId: string; enabled?: boolean }) {
  const next = useNextMatch(teamId, { enabled });
  return (
    <section
      className={styles.next}
      aria-labelledby={`next-match-${teamId}`}
      data-testid="next-match"
    >
      <div className={styles.nextHead}>
        <h2 id={`next-match-${teamId}`} className={styles.cardTitle}>
          {t.next.title}
        </h2>
        {next.data && (
          <Link to={paths.match(next.data.id)} className="btn btn-secondary">
            {t.next.open}
          </Link>
        )}
      </div>
      {next.isError ? (
        <ErrorMessage
          compact
          title={t.next.failed}
          error={next.error}
          onRetry={() => void next.refetch()}
        />
      ) : next.isPending ? (
        <NextMatchBodySkeleton />
      ) : !next.data ? (
        <p className={styles.muted}>{t.next.none}</p>
      ) : (
        (() => {
          const m = next.data;
          const mine = m.teamA.id === teamId ? 0 : 1;
          const opponent = mine === 0 ? m.teamB : m.teamA;
          const own = m.availability.teams[mine];
          return (
            <>
              <div className={styles.nextTeams}>
                <Avatar src={opponent.imageUrl} alt="" size={48} shape="rounded" kind="team" />
                <div>
                  <Link to={paths.match(m.id)} className={styles.targetLink}>
                    {t.next.against(opponent.name)}
                  </Link>
                  <div className={styles.muted}>
                    <time dateTime={m.date}>{formatLongDateTime(m.date)}</time>
                  </div>
                </div>
              </div>
              <p className={styles.muted}>
                {t.pitch}: {m.pitch.name} ·{' '}
                <a
                  className={styles.mapLink}
                  href={mapLink(m.pitch.position)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t.showOnMap}
                </a>
              </p>
              <p className={styles.muted} data-testid="next-match-coming">
                {t.next.coming(own.yes)} · {t.availability.counts(own.yes, own.maybe, own.no)}
              </p>
              {m.availability.myTeamId === own.teamId && own.warning && (
                <p className={styles.warning}>{t.availability.warning}</p>
              )}
              <AvailabilityButtons matchId={m.id} availability={m.availability} />
            </>
          );
        })()
      )}
    </section>
  );
}

/** The card's body while it loads: as tall as the loaded body, so nothing below it moves. */
function NextMatchBodySkeleton() {
  return (
    <div className={styles.nextSkeleton}>
      <Skeleton height="100%" radius="10px" />
    </div>
  );
}

/**
 * The card while the page still learns the player's team (issue 19: the card appearing above
 * the news page's content shifted it by its whole height).
 */
export function NextMatchCardSkeleton() {
  return (
    <section className={styles.next} aria-busy="true">
      <div className={styles.nextHead}>
        <h2 className={styles.cardTitle}>{t.next.title}</h2>
      </div>
      <NextMatchBodySkeleton />
    </section>
  );
}
