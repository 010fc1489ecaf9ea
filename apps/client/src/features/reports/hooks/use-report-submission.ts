import { matchReportPayloadSchema, type TeamDto } from '@liga/contracts';
import { useReducer, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { runMutation } from '../../../lib/run-mutation';
import { useSubmitReport } from '../api/submit-report';
import {
  initialForm,
  reportFormReducer,
  teamEntry,
  toPayload,
  type PayloadTarget,
  type Side,
} from '../lib/report-form';
import { reportsTexts } from '../texts';

/**
 * The report being typed for two teams and its submission for a target (the captain's match or
 * the admin's new one): checked with the contract's schema first (its first message shown),
 * then sent; a success toasts and calls `onDone`.
 */
export function useReportSubmission(
  home: TeamDto,
  enemy: TeamDto,
  onDone: () => void,
  cup = false,
  /** Pre-ticked attendance per team id (who said 'Będę'). */
  coming: Record<string, string[]> = {},
) {
  const [form, dispatch] = useReducer(reportFormReducer, undefined, () =>
    initialForm(teamEntry(home, coming[home.id]), teamEntry(enemy, coming[enemy.id]), cup),
  );
  const [side, setSide] = useState<Side>(0);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitReport();

  const onSubmit = (target: PayloadTarget) => {
    const payload = toPayload(form, target);
    const checked = matchReportPayloadSchema.safeParse(payload);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? reportsTexts.unknownError);
      return;
    }
    setProblem(null);
    runMutation(submit.mutateAsync, payload, {
      onSuccess: () => {
        toast.success(reportsTexts.dialog.created);
        onDone();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return { form, dispatch, side, setSide, problem, isPending: submit.isPending, onSubmit };
}
