import type { CommandUnit } from '../../../platform/event-store/unit-of-work';

const REPORT_SCOPE = 'match-report';
const MATCH_STREAM = 'match-';

/**
 * `unique_keys` scope `match-report`: report id → its match stream, claimed in the transaction
 * that files the report (migration ReportKeys1732700000000 backfilled older ones). A decision
 * on a report finds its match here, on the write side, not in the reports projection. Never
 * released: a rejected or deleted report's id still names its match (then the decider says 404).
 */
export const reportKeys = {
  async claim(unit: CommandUnit, reportId: string, matchStreamId: string): Promise<void> {
    await unit.claim(REPORT_SCOPE, reportId, matchStreamId, () => new Error('report id reused'));
  },

  /** The match a report was filed on, or null when no such report was ever filed. */
  async matchOf(unit: CommandUnit, reportId: string): Promise<string | null> {
    const owner = await unit.ownerOf(REPORT_SCOPE, reportId);
    return owner?.startsWith(MATCH_STREAM) ? owner.slice(MATCH_STREAM.length) : null;
  },
};
