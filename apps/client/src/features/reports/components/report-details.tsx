import type { ReportGoalDto, ReportTeamDto } from '@liga/contracts';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useReport } from '../api/get-report';
import { reportsTexts } from '../texts';
import styles from './report-details.module.css';

const t = reportsTexts.details;

const nameOf = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');

/** Goals grouped by scorer: 'Jan Nowak ×2', 'bramka samobójcza ×1'. */
export function groupGoals(goals: readonly ReportGoalDto[]): { label: string; count: number }[] {
  const groups = new Map<string, { label: string; count: number }>();
  for (const goal of goals) {
    const key = goal.isSuicide ? 'own' : (goal.userId ?? 'unknown');
    const label = goal.isSuicide
      ? t.ownGoal
      : goal.userId
        ? nameOf(goal) || t.unknownScorer
        : t.unknownScorer;
    const entry = groups.get(key) ?? { label, count: 0 };
    entry.count += 1;
    groups.set(key, entry);
  }
  return [...groups.values()];
}

/** A report in full, per team: goals, MVP points and keeper ratings (captain queue, admin list). */
export function ReportDetails({ reportId }: { reportId: string }) {
  const report = useReport(reportId);
  if (report.isError) {
    return (
      <ErrorMessage
        compact
        title={t.failed}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  }
  if (report.isPending) {
    return (
      <SkeletonGroup label={t.loading} className={styles.grid}>
        <Skeleton height={140} radius="var(--radius-md)" />
        <Skeleton height={140} radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  if (report.data.isWalkover) return <p className={styles.note}>{t.walkover}</p>;
  return (
    <div className={styles.grid}>
      {report.data.teams.map((team) => (
        <TeamDetails key={team.id} team={team} />
      ))}
    </div>
  );
}

function TeamDetails({ team }: { team: ReportTeamDto }) {
  const goals = groupGoals(team.goals);
  return (
    <section className={styles.team} aria-label={team.name}>
      <h3 className={styles.teamName}>
        {team.name} <span className={styles.teamScore}>{team.score}</span>
      </h3>
      <p className={styles.muted}>{t.present(team.attendances.length)}</p>
      <dl className={styles.facts}>
        <dt>{t.goals}</dt>
        <dd>
          {goals.length === 0
            ? t.noGoals
            : goals.map((g) => `${g.label}${g.count > 1 ? ` ×${g.count}` : ''}`).join(', ')}
        </dd>
        <dt>{t.mvp}</dt>
        <dd>
          {team.rating.length === 0
            ? t.none
            : team.rating.map((r) => `${nameOf(r.user)} (${t.points(r.rate)})`).join(', ')}
        </dd>
        <dt>{t.keepers}</dt>
        <dd>
          {team.goalKeeperRates.length === 0
            ? t.none
            : team.goalKeeperRates.map((r) => `${nameOf(r.user)} (${r.rate})`).join(', ')}
        </dd>
      </dl>
    </section>
  );
}
