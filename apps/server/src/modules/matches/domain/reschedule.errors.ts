import { DomainError } from '../../../platform/domain/domain-error';

/**
 * Refusals of rescheduling between captains (`reschedule.decider.ts`), as data; the status and
 * Polish message are the edge's (http/reschedule.error-responses.ts).
 */
export type RescheduleErrorCode =
  | 'reschedule.match_not_found'
  | 'reschedule.not_accepted'
  | 'reschedule.report_filed'
  | 'reschedule.started'
  | 'reschedule.not_captain'
  | 'reschedule.already_pending'
  | 'reschedule.pitch_not_found'
  | 'reschedule.date_required'
  | 'reschedule.date_not_in_future'
  | 'reschedule.date_outside_season'
  | 'reschedule.after_round_deadline'
  | 'reschedule.unchanged'
  | 'reschedule.pitch_booked'
  | 'reschedule.proposal_not_found'
  | 'reschedule.own_proposal'
  | 'reschedule.already_decided'
  | 'reschedule.expired'
  | 'reschedule.date_passed';

export type RescheduleErrorData = Record<string, string> | undefined;

export class RescheduleError extends DomainError<RescheduleErrorCode, RescheduleErrorData> {}

const error = (code: RescheduleErrorCode) => () => new RescheduleError(code, undefined);

export const rescheduleErrors = {
  matchNotFound: error('reschedule.match_not_found'),
  notAccepted: error('reschedule.not_accepted'),
  reportFiled: error('reschedule.report_filed'),
  started: error('reschedule.started'),
  notCaptain: error('reschedule.not_captain'),
  alreadyPending: error('reschedule.already_pending'),
  pitchNotFound: error('reschedule.pitch_not_found'),
  dateRequired: error('reschedule.date_required'),
  dateNotInFuture: error('reschedule.date_not_in_future'),
  dateOutsideSeason: (start: string, end: string) =>
    new RescheduleError('reschedule.date_outside_season', { start, end }),
  afterRoundDeadline: (deadline: string) =>
    new RescheduleError('reschedule.after_round_deadline', { deadline }),
  unchanged: error('reschedule.unchanged'),
  pitchBooked: error('reschedule.pitch_booked'),
  proposalNotFound: error('reschedule.proposal_not_found'),
  ownProposal: error('reschedule.own_proposal'),
  alreadyDecided: (status: 'accepted' | 'declined') =>
    new RescheduleError('reschedule.already_decided', { status }),
  expired: (at: string) => new RescheduleError('reschedule.expired', { at }),
  datePassed: error('reschedule.date_passed'),
};
