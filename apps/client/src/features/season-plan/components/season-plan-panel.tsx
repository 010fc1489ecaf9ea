import type { SeasonPlanDto } from '@liga/contracts';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SegmentedToggle } from '../../../components/ui/choice-group';
import { confirmAction } from '../../../components/ui/confirm-store';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Notice } from '../../../components/ui/notice';
import { SkeletonText } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDateTime } from '../../../lib/polish-dates';
import { type SeasonPlanAction, useSeasonPlan, useSeasonPlanAction } from '../api/season-plan';
import { seasonPlanTexts as t } from '../texts';
import { PlanDialog, type PlanDialogRequest } from './plan-dialogs';
import { ProposalSection } from './proposal-section';
import { StructureSection } from './structure-section';
import styles from './season-plan.module.css';

type Which = 'next' | 'current';

/**
 * The admin tab "Sezony": the next season's structure and numbers, the proposal from the final
 * tables with the moves by hand, the confirmation; the current season's plan after the turn
 * (a carry-over can still be replaced by a plan, applied at once).
 */
export function SeasonPlanPanel({ currentSeasonId }: { currentSeasonId: string | null }) {
  const [which, setWhich] = useState<Which>('next');
  const plan = useSeasonPlan(which === 'current' ? currentSeasonId : null, {
    enabled: which === 'next' || currentSeasonId !== null,
  });
  const [dialog, setDialog] = useState<PlanDialogRequest | null>(null);
  return (
    <div className={styles.panel}>
      <SegmentedToggle<Which>
        label={t.which}
        options={[
          { value: 'next', label: t.next },
          { value: 'current', label: t.current },
        ]}
        selected={which}
        onSelect={setWhich}
      />
      {plan.isError ? (
        <ErrorMessage title={t.failed} error={plan.error} onRetry={() => void plan.refetch()} />
      ) : !plan.data ? (
        <div className={styles.card} aria-busy="true">
          <SkeletonText lines={8} />
        </div>
      ) : (
        <PlanView plan={plan.data} ask={setDialog} />
      )}
      <PlanDialog request={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}

function PlanView({ plan, ask }: { plan: SeasonPlanDto; ask: (r: PlanDialogRequest) => void }) {
  const action = useSeasonPlanAction();
  const run = (a: SeasonPlanAction) =>
    action.mutateAsync(a).then(
      (answer) => {
        const moved = (answer as { moved?: number } | null)?.moved;
        toast.success(
          a.kind !== 'confirm' ? t.saved : plan.turned ? t.appliedNow(moved ?? 0) : t.confirmed,
        );
        return answer;
      },
      (failure: unknown) => {
        toast.error(errorMessage(failure));
        throw failure;
      },
    );
  const confirm = async () => {
    const yes = await confirmAction({
      title: t.confirmTitle,
      message: plan.turned ? t.confirmApplyMessage : t.confirmMessage,
      confirmLabel: plan.turned ? t.confirmApply : t.confirm,
    });
    if (yes)
      await run({ kind: 'confirm', input: { seasonId: plan.seasonId } }).catch(() => undefined);
  };
  return (
    <>
      <section className={styles.card} aria-labelledby="plan-season">
        <div className={styles.head}>
          <h2 id="plan-season" className={styles.title}>
            {plan.seasonName}
          </h2>
          <div className={styles.badges}>
            {plan.turned && <Badge tone="info">{t.turned}</Badge>}
            <Badge tone={plan.phase === 'draft' ? 'neutral' : 'success'}>
              {t.phases[plan.phase]}
            </Badge>
          </div>
        </div>
        <p className={styles.muted}>{t.from(plan.fromSeasonName)}</p>
        {plan.carriedOver && <Notice kind="info">{t.carriedOver}</Notice>}
        {plan.appliedAt && (
          <Notice kind="success">{t.applied(formatLongDateTime(plan.appliedAt))}</Notice>
        )}
        {plan.phase === 'confirmed' && plan.confirmedAt && (
          <Notice kind="success">{t.confirmedAt(formatLongDateTime(plan.confirmedAt))}</Notice>
        )}
        {plan.proposal && plan.phase !== 'applied' && (
          <div>
            <Button onClick={() => void confirm()} disabled={action.isPending}>
              {plan.turned ? t.confirmApply : t.confirm}
            </Button>
          </div>
        )}
      </section>
      <ProposalSection plan={plan} run={run} ask={ask} />
      <StructureSection plan={plan} run={run} ask={ask} />
    </>
  );
}
