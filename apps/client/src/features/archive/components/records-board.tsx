import type {
  MatchRecordDto,
  PlayerMatchRecordDto,
  PlayerRecordDto,
  RecordsDto,
  RunRecordDto,
} from '@liga/contracts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatMatchDay } from '../lib/dates';
import { archiveTexts } from '../texts';
import styles from './records.module.css';

const t = archiveTexts.records;

/** Every list of the records page, each a card with its ranked rows. */
export function RecordsBoard({
  records,
  keeperControl,
}: {
  records: RecordsDto;
  keeperControl: ReactNode;
}) {
  return (
    <div className={styles.grid}>
      <RecordCard
        title={t.topScorers}
        rows={records.topScorers}
        render={(r) => <Player row={r} value={t.goals(r.value)} />}
      />
      <RecordCard
        title={t.mostMvp}
        rows={records.mostMvpPoints}
        render={(r) => <Player row={r} value={t.points(r.value)} />}
      />
      <RecordCard
        title={t.mostAppearances}
        rows={records.mostAppearances}
        render={(r) => <Player row={r} value={t.matches(r.value)} />}
      />
      <RecordCard
        title={t.bestKeepers}
        note={t.minMatchesNote(records.bestKeepers.minMatches)}
        control={keeperControl}
        rows={records.bestKeepers.rows}
        render={(r) => <Player row={r} value={`${t.average(r.value)} · ${t.matches(r.matches)}`} />}
      />
      <RecordCard
        title={t.biggestWins}
        rows={records.biggestWins}
        render={(r) => <Match row={r} />}
      />
      <RecordCard
        title={t.highestScoring}
        rows={records.highestScoringMatches}
        render={(r) => <Match row={r} />}
      />
      <RecordCard
        title={t.mostGoalsInMatch}
        rows={records.mostGoalsInMatch}
        render={(r) => <PlayerMatch row={r} />}
      />
      <RecordCard
        title={t.winningRuns}
        rows={records.longestWinningRuns}
        render={(r) => <Run row={r} />}
      />
      <RecordCard
        title={t.unbeatenRuns}
        rows={records.longestUnbeatenRuns}
        render={(r) => <Run row={r} />}
      />
    </div>
  );
}

function RecordCard<T extends { position: number }>({
  title,
  note,
  control,
  rows,
  render,
}: {
  title: string;
  note?: string;
  control?: ReactNode;
  rows: readonly T[];
  render: (row: T) => ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {control}
      {note && <p className={styles.note}>{note}</p>}
      {rows.length === 0 ? (
        <p className={styles.none}>{t.none}</p>
      ) : (
        <ol className={styles.rows}>
          {rows.map((row, i) => (
            <li key={i} className={`${styles.row} ${row.position === 1 ? styles.first : ''}`}>
              <span className={styles.position}>{row.position}.</span>
              {render(row)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Player({ row, value }: { row: PlayerRecordDto; value: string }) {
  return (
    <>
      <span className={styles.who}>
        <Link to={paths.user(row.userId)} className={styles.name}>
          {`${row.firstName} ${row.lastName}`}
        </Link>
        {row.team && (
          <Link to={paths.team(row.team.id)} className={styles.sub}>
            {row.team.name}
          </Link>
        )}
      </span>
      <span className={styles.value}>{value}</span>
    </>
  );
}

function Match({ row }: { row: MatchRecordDto }) {
  return (
    <>
      <span className={styles.who}>
        <span className={styles.name}>
          <Link to={paths.team(row.teamA.id)}>{row.teamA.name}</Link> {t.vs}{' '}
          <Link to={paths.team(row.teamB.id)}>{row.teamB.name}</Link>
        </span>
        <span className={styles.sub}>
          {[formatMatchDay(row.playedAt), row.leagueName, row.seasonName]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
      <span className={styles.value}>{`${row.goalsA}:${row.goalsB}`}</span>
    </>
  );
}

function PlayerMatch({ row }: { row: PlayerMatchRecordDto }) {
  return (
    <>
      <span className={styles.who}>
        <Link to={paths.user(row.userId)} className={styles.name}>
          {`${row.firstName} ${row.lastName}`}
        </Link>
        <span className={styles.sub}>
          {`${row.team.name} ${t.vs} ${row.opponent.name} · ${formatMatchDay(row.playedAt)}`}
        </span>
      </span>
      <span className={styles.value}>{t.goals(row.goals)}</span>
    </>
  );
}

function Run({ row }: { row: RunRecordDto }) {
  return (
    <>
      <span className={styles.who}>
        <Link to={paths.team(row.team.id)} className={styles.name}>
          {row.team.name}
        </Link>
        <span className={styles.sub}>
          {`${formatMatchDay(row.from)} – ${formatMatchDay(row.to)}`}
          {row.ongoing && <strong className={styles.ongoing}> · {t.ongoing}</strong>}
        </span>
      </span>
      <span className={styles.value}>{t.run(row.length)}</span>
    </>
  );
}
