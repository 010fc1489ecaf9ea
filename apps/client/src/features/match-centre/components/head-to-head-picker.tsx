import { type HeadToHeadDto, resultLetter } from '@liga/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SelectField } from '../../../components/ui/form-field';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/polish-dates';
import { useHeadToHead } from '../api/get-head-to-head';
import { matchCentreTexts } from '../texts';
import { HeadToHeadView } from './head-to-head-view';
import styles from './head-to-head-picker.module.css';

const t = matchCentreTexts.h2hPicker;

export interface OpponentOption {
  id: string;
  name: string;
}

interface HeadToHeadPickerProps {
  teamId: string;
  teamName: string;
  /** Teams to compare with (the leagues the team played in). */
  opponents: readonly OpponentOption[];
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** A season's name by its id (the meetings table's column). */
  seasonName: (seasonId: string) => string;
}

/**
 * The team page's "Bilans z rywalem": pick an opponent, see every meeting of the two teams
 * across seasons (W-D-L and goals from this team's side, each meeting opening its match page).
 */
export function HeadToHeadPicker({
  teamId,
  teamName,
  opponents,
  isPending,
  error,
  onRetry,
  seasonName,
}: HeadToHeadPickerProps) {
  const titleId = useId();
  const [opponentId, setOpponentId] = useState('');
  const opponent = opponents.find((o) => o.id === opponentId) ?? null;
  const h2h = useHeadToHead(teamId, opponent?.id ?? null);
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="h2h-picker">
      <h2 id={titleId} className={styles.title}>
        {t.title}
      </h2>
      {error ? (
        <ErrorMessage compact title={t.opponentsFailed} error={error} onRetry={onRetry} />
      ) : isPending ? (
        <SkeletonGroup>
          <Skeleton height={64} width="min(100%, 360px)" radius="var(--radius-md)" />
        </SkeletonGroup>
      ) : opponents.length === 0 ? (
        <p className={styles.muted}>{t.noOpponents}</p>
      ) : (
        <div className={styles.bar}>
          <SelectField
            fieldClassName={styles.select}
            label={t.opponent}
            value={opponentId}
            onChange={(e) => setOpponentId(e.target.value)}
            options={opponents.map((o) => ({ value: o.id, label: o.name }))}
            placeholder={t.pick}
          />
          {!opponent && <p className={styles.muted}>{t.hint}</p>}
        </div>
      )}
      {opponent &&
        (h2h.isError ? (
          <ErrorMessage
            compact
            title={t.failed}
            error={h2h.error}
            onRetry={() => void h2h.refetch()}
          />
        ) : h2h.isPending ? (
          <SkeletonGroup label={t.loading}>
            <Skeleton height={180} radius="var(--radius-lg)" />
          </SkeletonGroup>
        ) : (
          <div className={styles.card} data-testid="h2h-result">
            <HeadToHeadView
              h2h={h2h.data}
              teamA={{ name: teamName }}
              teamB={{ name: opponent.name }}
              showLast={false}
            />
            {h2h.data.meetings.length > 0 && (
              <Meetings h2h={h2h.data} opponent={opponent.name} seasonName={seasonName} />
            )}
          </div>
        ))}
    </section>
  );
}

function Meetings({
  h2h,
  opponent,
  seasonName,
}: {
  h2h: HeadToHeadDto;
  opponent: string;
  seasonName: (seasonId: string) => string;
}) {
  return (
    <div className={styles.meetings}>
      <p className={styles.caption} aria-hidden="true">
        {t.caption(opponent)}
      </p>
      <div className={styles.frame}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t.caption(opponent)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.date}</th>
              <th scope="col" className={styles.season}>
                {t.season}
              </th>
              <th scope="col">{t.score}</th>
              <th scope="col">{t.outcome}</th>
            </tr>
          </thead>
          <tbody>
            {h2h.meetings.map((m) => {
              const letter = resultLetter(m.teamAGoals, m.teamBGoals);
              const outcome = t.outcomes[letter];
              return (
                <tr key={m.matchId}>
                  <td>
                    <Link to={paths.match(m.matchId)}>{formatLongDate(m.date)}</Link>
                  </td>
                  <td className={styles.season}>{seasonName(m.seasonId)}</td>
                  <td className={styles.score}>
                    {m.teamAGoals} : {m.teamBGoals}
                    {m.isWalkover ? ` (${matchCentreTexts.h2h.walkover})` : ''}
                  </td>
                  <td>
                    <span className={`${styles.pill} ${styles[letter]}`} title={outcome.label}>
                      <span aria-hidden="true">{outcome.letter}</span>
                      <span className="visually-hidden">{outcome.label}</span>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
