import { reportDayRangeSchema, type ReportDayRange } from '@liga/contracts';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { fieldProps, useContractForm } from '../../../lib/use-contract-form';
import type { AdminReportFilter } from '../hooks/use-range-params';
import { adminReportsTexts } from '../texts';
import styles from './admin-reports.module.css';

const t = adminReportsTexts.filters;

/** The form's strings: the league's index ('' for every league) and the two days. */
type Values = { league: string; from: string; to: string };

/** League, start and end date, and 'Wczytaj' (the choices are applied to the query string). */
export function ReportFilters({
  leagues,
  applied,
  onLoad,
  loading,
}: {
  leagues: readonly { id: string; name: string }[];
  applied: AdminReportFilter;
  onLoad: (filter: AdminReportFilter) => void;
  loading: boolean;
}) {
  const form = useContractForm<Values, ReportDayRange>({
    schema: reportDayRangeSchema,
    defaultValues: {
      league: applied.league === null ? '' : String(applied.league),
      from: applied.from,
      to: applied.to,
    },
  });
  const [from, to] = form.watch(['from', 'to']);
  const options = leagues.map((league, index) => ({ value: index, label: league.name }));

  const load = (range: ReportDayRange) => {
    const league = form.getValues('league');
    onLoad({ league: league === '' ? null : Number(league), ...range });
  };

  return (
    <form
      className={styles.filters}
      onSubmit={(event) => void form.handleSubmit(load)(event)}
      noValidate
    >
      <SelectField
        label={t.league}
        placeholder={t.allLeagues}
        options={options}
        fieldClassName={styles.field}
        {...fieldProps(form, 'league')}
      />
      <TextField
        label={t.from}
        type="date"
        max={to || undefined}
        required
        fieldClassName={styles.field}
        {...fieldProps(form, 'from')}
      />
      <TextField
        label={t.to}
        type="date"
        min={from || undefined}
        required
        fieldClassName={styles.field}
        {...fieldProps(form, 'to')}
      />
      <Button type="submit" className={styles.load} disabled={loading}>
        {t.load}
      </Button>
    </form>
  );
}
