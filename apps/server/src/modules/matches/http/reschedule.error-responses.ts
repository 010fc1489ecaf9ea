import {
  CHALLENGE_MESSAGES,
  CUP_MESSAGES,
  formatCupDeadline,
  RESCHEDULE_MESSAGES as M,
} from '@liga/contracts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../../platform/http/app-errors';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { RescheduleErrorCode } from '../domain/reschedule.errors';

/** Status, code and Polish message of every refusal of rescheduling between captains. */
export const rescheduleErrorResponses: ErrorResponses<RescheduleErrorCode> = {
  'reschedule.match_not_found': () => new NotFoundError('match.not_found', M.matchNotFound),
  'reschedule.not_accepted': () => new ConflictError('reschedule.not_accepted', M.notAccepted),
  'reschedule.report_filed': () => new ConflictError('reschedule.report_filed', M.reportFiled),
  'reschedule.started': () => new ConflictError('reschedule.started', M.started),
  'reschedule.not_captain': () => new ForbiddenError('reschedule.not_captain', M.notCaptain),
  'reschedule.already_pending': () =>
    new ConflictError('reschedule.already_pending', M.alreadyPending),
  'reschedule.pitch_not_found': () => new NotFoundError('pitch.not_found', M.pitchNotFound),
  'reschedule.date_required': () => ValidationError.of('date', CHALLENGE_MESSAGES.dateRequired),
  'reschedule.date_not_in_future': () =>
    ValidationError.of('date', CHALLENGE_MESSAGES.dateNotInFuture),
  'reschedule.date_outside_season': ({ start, end }: { start: string; end: string }) =>
    ValidationError.of('date', CHALLENGE_MESSAGES.dateOutsideSeason(start, end)),
  'reschedule.after_round_deadline': ({ deadline }: { deadline: string }) =>
    ValidationError.of('date', CUP_MESSAGES.afterRoundDeadline(formatCupDeadline(deadline))),
  'reschedule.unchanged': () => ValidationError.of('date', M.unchanged),
  'reschedule.pitch_booked': () =>
    new ConflictError('match.pitch_booked', CHALLENGE_MESSAGES.pitchBooked),
  'reschedule.proposal_not_found': () =>
    new NotFoundError('reschedule.proposal_not_found', M.proposalNotFound),
  'reschedule.own_proposal': () => new ForbiddenError('reschedule.own_proposal', M.ownProposal),
  'reschedule.already_decided': ({ status }: { status: string }) =>
    new ConflictError(
      'reschedule.already_decided',
      status === 'accepted' ? M.alreadyAccepted : M.alreadyDeclined,
    ),
  'reschedule.expired': ({ at }: { at: string }) =>
    new ConflictError('reschedule.expired', M.expired(formatCupDeadline(at))),
  'reschedule.date_passed': () => new ConflictError('reschedule.date_passed', M.datePassed),
};
