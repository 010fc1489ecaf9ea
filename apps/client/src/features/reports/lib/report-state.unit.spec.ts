import { describe, expect, it } from '@jest/globals';
import type { MatchDto } from '@liga/contracts';
import { reportStateOf } from './report-state';

const match = (reportState: MatchDto['reportState'], hasReport = reportState !== null) =>
  ({ hasReport, reportState }) as MatchDto;

describe('reportStateOf', () => {
  it('tells the captain where the report stands, from their side', () => {
    expect(reportStateOf(match(null), 'us')).toBeNull();
    expect(reportStateOf(match({ statusId: 1, filedByTeamId: 'us' }), 'us')).toBe('filedByUs');
    expect(reportStateOf(match({ statusId: 1, filedByTeamId: 'them' }), 'us')).toBe(
      'filedByOpponent',
    );
    expect(reportStateOf(match({ statusId: 3, filedByTeamId: 'us' }), 'us')).toBe(
      'waitingForAdmin',
    );
    expect(reportStateOf(match({ statusId: 4, filedByTeamId: null }), 'us')).toBe('verified');
  });
});
