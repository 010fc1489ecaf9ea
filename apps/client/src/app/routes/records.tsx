import { ARCHIVE_RULES } from '@liga/contracts';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../components/layouts/page-frame';
import { ErrorMessage } from '../../components/ui/error-message';
import { SelectField } from '../../components/ui/form-field';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { useRecords } from '../../features/archive/api/get-records';
import { HallOfFame } from '../../features/archive/components/hall-of-fame';
import { RecordsBoard } from '../../features/archive/components/records-board';
import { archiveTexts } from '../../features/archive/texts';
import { useSession } from '../../features/auth/hooks/use-session';
import { shellTexts } from '../texts';
import styles from './records.module.css';

const t = archiveTexts.records;
/** The keeper list's minimum of rated matches, as the select offers it. */
const KEEPER_MINIMA = [1, 5, 10, 20, 50];

/** /records?keepers={n} — Rekordy: the all-time records and the hall of fame. */
export function RecordsRoute() {
  const { canFetch } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('keepers'));
  const minKeeper = KEEPER_MINIMA.includes(asked) ? asked : ARCHIVE_RULES.minKeeperMatches;
  const records = useRecords(minKeeper, { enabled: canFetch });
  const keeperControl = (
    <SelectField
      label={t.minMatches}
      fieldClassName={styles.keepers}
      value={minKeeper}
      onChange={(event) =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            updated.set('keepers', event.target.value);
            return updated;
          },
          { replace: true },
        )
      }
      options={KEEPER_MINIMA.map((n) => ({ value: n, label: String(n) }))}
    />
  );
  return (
    <PageFrame title={shellTexts.titles.records}>
      <p className={styles.intro}>{t.intro}</p>
      {records.isError ? (
        <ErrorMessage
          title={t.failed}
          error={records.error}
          onRetry={() => void records.refetch()}
        />
      ) : !records.data ? (
        <SkeletonGroup label={t.loading} className={styles.skeletons}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={380} radius="var(--radius-lg)" />
          ))}
        </SkeletonGroup>
      ) : (
        <RecordsBoard records={records.data} keeperControl={keeperControl} />
      )}
      <HallOfFame enabled={canFetch} />
    </PageFrame>
  );
}
