import type { LeagueDto } from '@liga/contracts';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/form-field';
import { officeTexts } from '../texts';
import styles from './office.module.css';
import { PointsAdjustmentForm } from './points-adjustment-form';
import { SuspensionForm } from './suspension-form';
import { TieBreaksEditor } from './tie-breaks-editor';
import { WithdrawalForm } from './withdrawal-form';

/**
 * The admin's league office for one league of the current season: its tie-break rules, points
 * deductions and bonuses, suspensions and withdrawals, each with a required reason.
 */
export function LeagueOfficePanel({ leagues }: { leagues: readonly LeagueDto[] }) {
  const [picked, setPicked] = useState<string | null>(null);
  const leagueId = picked ?? leagues[0]?.id ?? null;
  const league = leagues.find((l) => l.id === leagueId) ?? null;
  return (
    <div className={styles.panel}>
      <div className={styles.picker}>
        <SelectField
          label={officeTexts.league}
          value={leagueId ?? ''}
          options={leagues.map((l) => ({ value: l.id, label: l.name }))}
          onChange={(e) => setPicked(e.target.value)}
        />
      </div>
      {league && (
        <div className={styles.grid}>
          <PointsAdjustmentForm key={`points:${league.id}`} league={league} />
          <SuspensionForm key={`suspension:${league.id}`} league={league} />
          <WithdrawalForm key={`withdrawal:${league.id}`} league={league} />
          <TieBreaksEditor leagueId={league.id} />
        </div>
      )}
    </div>
  );
}
