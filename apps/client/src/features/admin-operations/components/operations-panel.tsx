import { textLocale } from '@liga/contracts';
import type { ProjectionStatusDto } from '@liga/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { confirmAction } from '../../../components/ui/confirm-store';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProjections } from '../api/get-projections';
import { type Operation, useOperate } from '../api/operate';
import { operationsTexts as t } from '../texts';
import { EventLog } from './event-log';
import { PoisonEvents } from './poison-events';
import styles from './operations.module.css';

const TONES: Record<ProjectionStatusDto['state'], BadgeTone> = {
  running: 'success',
  paused: 'warning',
  stopped: 'danger',
  rebuilding: 'info',
};

/**
 * Admin Operacje: every projection live (state, position, lag, events/s, last error), pause,
 * resume, rebuild one or all with a live progress bar, poison events and the event log.
 */
export function OperationsPanel({ enabled }: { enabled: boolean }) {
  useDocumentTitle(t.title);
  const projections = useProjections({ enabled });
  const operate = useOperate();
  const run = (op: Operation) =>
    operate.mutate(op, {
      onSuccess: () => toast.success(t.done),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const rebuildAll = async () => {
    if (await confirmAction({ message: t.confirmRebuildAll })) run({ kind: 'rebuild-all' });
  };

  return (
    <div className={styles.panel}>
      <section className={styles.card} aria-labelledby="ops-projections">
        <header className={styles.head}>
          <h2 id="ops-projections" className={styles.title}>
            {t.projections}
          </h2>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={operate.isPending}
            onClick={() => void rebuildAll()}
          >
            {t.rebuildAll}
          </button>
        </header>
        <p className={styles.muted}>
          {t.live} {projections.data && t.head(projections.data.head)}
        </p>
        {projections.isError ? (
          <ErrorMessage
            title={t.loadFailed}
            error={projections.error}
            onRetry={() => void projections.refetch()}
          />
        ) : projections.isPending ? (
          <SkeletonGroup>
            <Skeleton height={320} radius="var(--radius-md)" />
          </SkeletonGroup>
        ) : (
          <ul className={styles.rows}>
            {projections.data.projections.map((p) => (
              <ProjectionRow key={p.name} p={p} busy={operate.isPending} run={run} />
            ))}
          </ul>
        )}
      </section>
      <PoisonEvents enabled={enabled} run={run} busy={operate.isPending} />
      <EventLog enabled={enabled} />
    </div>
  );
}

function ProjectionRow({
  p,
  busy,
  run,
}: {
  p: ProjectionStatusDto;
  busy: boolean;
  run: (op: Operation) => void;
}) {
  const rebuilding = p.state === 'rebuilding';
  const percent =
    p.rebuild && p.rebuild.head > 0
      ? Math.min(100, Math.round((p.rebuild.applied / p.rebuild.head) * 100))
      : 0;
  return (
    <li className={styles.row} data-projection={p.name}>
      <span className={styles.name}>{p.name}</span>
      <Badge tone={TONES[p.state]}>{t.states[p.state]}</Badge>
      <dl className={styles.figures}>
        <div>
          <dt>{t.columns.position}</dt>
          <dd>{p.position.toLocaleString(textLocale())}</dd>
        </div>
        <div>
          <dt>{t.columns.lag}</dt>
          <dd>{p.lag.toLocaleString(textLocale())}</dd>
        </div>
        <div>
          <dt>{t.columns.rate}</dt>
          <dd>{p.eventsPerSecond.toLocaleString(textLocale())}</dd>
        </div>
      </dl>
      <span className={styles.actions}>
        {p.status === 'running' ? (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => run({ kind: 'pause', name: p.name })}
          >
            {t.pause}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => run({ kind: 'resume', name: p.name })}
          >
            {t.resume}
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || rebuilding}
          onClick={() => run({ kind: 'rebuild', name: p.name })}
        >
          {t.rebuild}
        </button>
      </span>
      {p.lastError && <p className={styles.error}>{p.lastError}</p>}
      {p.rebuild && (rebuilding || p.rebuild.finishedAt) && (
        <div className={styles.progress}>
          <div
            role="progressbar"
            aria-label={t.rebuildProgress(p.name)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={p.rebuild.finishedAt && !p.rebuild.error ? 100 : percent}
            className={styles.bar}
          >
            <span
              style={{ width: `${p.rebuild.finishedAt && !p.rebuild.error ? 100 : percent}%` }}
            />
          </div>
          <span className={styles.muted}>
            {p.rebuild.error ??
              (p.rebuild.finishedAt
                ? `${t.rebuildDone}: ${p.rebuild.applied.toLocaleString(textLocale())}`
                : `${p.rebuild.applied.toLocaleString(textLocale())} / ${p.rebuild.head.toLocaleString(textLocale())}`)}
          </span>
        </div>
      )}
    </li>
  );
}
