import { type CupDto, formatCupDeadline } from '@liga/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SkeletonText } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { tryFormatLongDateTime } from '../../../lib/polish-dates';
import { useCupEntry } from '../api/cup-entry';
import { useCupRankings } from '../api/get-cup-rankings';
import { drawMatches, nextTies } from '../lib/bracket';
import { cupTexts } from '../texts';
import styles from './cup-page.module.css';

const t = cupTexts;

/** The ties still to play, with their round's deadline and the arranged date. */
export function NextTies({ cup, myTeamId }: { cup: CupDto; myTeamId: string | null }) {
  const ties = nextTies(cup);
  return (
    <section className={styles.card} aria-labelledby="cup-next">
      <h2 id="cup-next" className={styles.cardTitle}>
        {t.next.title}
      </h2>
      {ties.length === 0 ? (
        <p className={styles.muted}>{t.next.empty}</p>
      ) : (
        <ul className={styles.list}>
          {ties.map(({ tie, round }) => {
            const mine = tie.teamA?.id === myTeamId || tie.teamB?.id === myTeamId;
            const date =
              tie.date && tie.matchStatusId === 3 ? tryFormatLongDateTime(tie.date) : null;
            return (
              <li key={tie.id} className={styles.nextTie}>
                <div className={mine ? styles.mine : undefined}>
                  {tie.teamA?.name} {t.tie.vs} {tie.teamB?.name}
                </div>
                <div className={styles.muted}>
                  {round.name} · {t.deadline(formatCupDeadline(round.deadline))}
                </div>
                <div className={styles.muted}>
                  {tie.reportStatusId === 1
                    ? t.next.reportWaiting
                    : tie.reportStatusId === 3
                      ? t.next.reportToVerify
                      : date
                        ? t.next.arranged(date)
                        : t.next.notArranged}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The draw's seed and method, and a check that re-runs it in the browser. */
export function DrawInfo({ cup }: { cup: CupDto }) {
  const [checked, setChecked] = useState<boolean | null>(null);
  if (!cup.drawSeed) return null;
  return (
    <section className={styles.card} aria-labelledby="cup-draw">
      <h2 id="cup-draw" className={styles.cardTitle}>
        {t.draw.title}
      </h2>
      <p className={styles.muted}>{t.draw.at(tryFormatLongDateTime(cup.drawnAt) ?? '')}</p>
      <p>
        {t.draw.seed}: <span className={styles.seed}>{cup.drawSeed}</span>
        <br />
        {t.draw.method}: <span className={styles.seed}>{cup.drawMethod}</span>
      </p>
      {cup.separateTopTier && <p className={styles.muted}>{t.draw.separated}</p>}
      <p className={styles.muted}>{t.draw.explain}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setChecked(drawMatches(cup) === true)}>
          {t.draw.verify}
        </Button>
      </div>
      {checked !== null && (
        <p role="status" className={styles.muted}>
          {checked ? t.draw.verified : t.draw.mismatch}
        </p>
      )}
    </section>
  );
}

/** Entries: the teams entered, and for a captain the entry or withdrawal while entries are open. */
export function CupEntries({
  cup,
  captainedTeamId,
}: {
  cup: CupDto;
  captainedTeamId: string | null;
}) {
  const entry = useCupEntry();
  const entered =
    captainedTeamId !== null && cup.entries.some((e) => e.team.id === captainedTeamId);
  const beforeDraw = ['planned', 'open', 'closed'].includes(cup.status);
  const change = (enter: boolean) =>
    entry.mutateAsync({ cupId: cup.id, enter }).then(
      (answer) => toast.success(answer.message),
      (failure: unknown) => toast.error(errorMessage(failure)),
    );
  return (
    <section className={styles.card} aria-labelledby="cup-entries">
      <h2 id="cup-entries" className={styles.cardTitle}>
        {t.entries.title(cup.entries.length)}
      </h2>
      <p className={styles.muted}>{t.entries.leagues(cup.leagues.map((l) => l.name).join(', '))}</p>
      {beforeDraw && (
        <p className={styles.muted}>{t.entryDeadline(formatCupDeadline(cup.entryDeadline))}</p>
      )}
      {beforeDraw && captainedTeamId && (
        <div className={styles.actions}>
          {entered ? (
            <Button
              variant="danger-outline"
              disabled={entry.isPending}
              onClick={() => void change(false)}
            >
              {t.entries.withdraw}
            </Button>
          ) : (
            cup.status === 'open' && (
              <Button disabled={entry.isPending} onClick={() => void change(true)}>
                {t.entries.enter}
              </Button>
            )
          )}
        </div>
      )}
      {cup.entries.length === 0 ? (
        <p className={styles.muted}>{t.entries.empty}</p>
      ) : (
        <ul className={styles.list}>
          {cup.entries.map((e) => (
            <li key={e.team.id} className={styles.row}>
              <Link
                className={`${styles.grow} ${e.team.id === captainedTeamId ? styles.mine : ''}`}
                to={paths.team(e.team.id)}
              >
                {e.team.name}
              </Link>
              <span className={styles.muted} title={e.reason ?? undefined}>
                {e.team.leagueName}
                {e.byAdmin ? ` · ${t.entries.byAdmin}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The cup's scorers and MVPs (verified cup matches only). */
export function CupRankings({ cupId }: { cupId: string }) {
  const rankings = useCupRankings(cupId);
  if (rankings.isError)
    return (
      <ErrorMessage
        title={t.rankings.failed}
        error={rankings.error}
        onRetry={() => void rankings.refetch()}
      />
    );
  const lists = [
    {
      id: 'cup-scorers',
      title: t.rankings.scorers,
      unit: t.rankings.goals,
      rows: rankings.data?.scorers,
    },
    { id: 'cup-mvps', title: t.rankings.mvps, unit: t.rankings.points, rows: rankings.data?.mvps },
  ];
  return (
    <>
      {lists.map((list) => (
        <section key={list.id} className={styles.card} aria-labelledby={list.id}>
          <h2 id={list.id} className={styles.cardTitle}>
            {list.title}
          </h2>
          {!list.rows ? (
            <SkeletonText lines={5} />
          ) : list.rows.length === 0 ? (
            <p className={styles.muted}>{t.rankings.empty}</p>
          ) : (
            <ol className={styles.list}>
              {list.rows.slice(0, 10).map((row, i) => (
                <li key={row.userId} className={styles.row}>
                  <span className={styles.value}>{i + 1}.</span>
                  <span className={styles.grow}>
                    <Link to={paths.user(row.userId)}>
                      {row.firstName} {row.lastName}
                    </Link>
                    <br />
                    <span className={styles.muted}>{row.teamName}</span>
                  </span>
                  <span className={styles.value} title={list.unit}>
                    {row.value}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </>
  );
}
