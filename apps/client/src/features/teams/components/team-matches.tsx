import { textLocale } from '@liga/contracts';
import type { MatchReportSummaryDto, ReportTeamSummaryDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useTeamReports } from '../api/get-team-reports';
import { teamsTexts } from '../texts';
import styles from './team-matches.module.css';

const t = teamsTexts.team;

const dateFormat = new Intl.DateTimeFormat(textLocale(), {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Warsaw',
});

function formatDate(value: string | null | undefined): string {
  if (!value) return t.noDate;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? t.noDate : dateFormat.format(date);
}

/** MECZE: the team's latest match reports (12 newest), or a season's. */
export function TeamMatches({
  teamId,
  seasonId = null,
}: {
  teamId: string;
  seasonId?: string | null;
}) {
  const reports = useTeamReports(teamId, { seasonId });
  return (
    <section className={styles.matches} aria-labelledby="team-matches-title">
      <h2 id="team-matches-title" className={styles.title}>
        {t.matches}
      </h2>
      {reports.isPending ? (
        <SkeletonGroup className={styles.list}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={56} radius="10px" />
          ))}
        </SkeletonGroup>
      ) : reports.isError ? (
        <p className={styles.note}>{t.matchesFailed}</p>
      ) : reports.data.length === 0 ? (
        <p className={styles.note}>{t.matchesEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {reports.data.map((report) => (
            <ReportRow key={report.id} report={report} teamId={teamId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportRow({ report, teamId }: { report: MatchReportSummaryDto; teamId: string }) {
  const [home, away] = report.teams ?? [];
  return (
    <li className={styles.row}>
      <span className={styles.date}>{formatDate(report.match?.date)}</span>
      <TeamName team={home} current={teamId} />
      <span className={styles.score}>
        {home?.score ?? report.homeGoals} : {away?.score ?? report.enemyGoals}
      </span>
      <TeamName team={away} current={teamId} />
      <span className={styles.kind}>
        {report.isWalkover && <Badge tone="warning">{t.walkover}</Badge>}
      </span>
    </li>
  );
}

function TeamName({ team, current }: { team?: ReportTeamSummaryDto; current: string }) {
  if (!team) return <span className={styles.team}>{t.noTeamName}</span>;
  const name = team.name || t.noTeamName;
  if (team.id === current) return <span className={`${styles.team} ${styles.own}`}>{name}</span>;
  return (
    <Link to={paths.team(team.id)} className={styles.team}>
      {name}
    </Link>
  );
}
