import { REPORT_STATUS, type MatchDto } from '@liga/contracts';
import { reportsTexts } from '../texts';

const t = reportsTexts.accepted.states;

export type ReportStateKey = keyof typeof t;

/** Where a match's report stands for the captain's team `teamId` (null: none filed yet). */
export function reportStateOf(match: MatchDto, teamId: string): ReportStateKey | null {
  const state = match.reportState;
  if (!state) return match.hasReport ? 'waitingForAdmin' : null;
  if (state.statusId === REPORT_STATUS.verified) return 'verified';
  if (state.statusId === REPORT_STATUS.toVerify) return 'waitingForAdmin';
  if (state.filedByTeamId === null) return 'filedByAdmin';
  return state.filedByTeamId === teamId ? 'filedByUs' : 'filedByOpponent';
}

export const reportStateText = (key: ReportStateKey) => t[key];
