import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useQueueTeams } from '../api/get-league-teams';
import type { AdminReportFilter } from '../hooks/use-range-params';
import { adminReportsTexts } from '../texts';
import styles from './admin-reports.module.css';

const t = adminReportsTexts.filters;

/** League, team (of the chosen league), match days from / to, and 'Wczytaj'. */
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
  const [league, setLeague] = useState(applied.league === null ? '' : String(applied.league));
  const [team, setTeam] = useState(applied.team ?? '');
  const [from, setFrom] = useState(applied.from ?? '');
  const [to, setTo] = useState(applied.to ?? '');
  const leagueId = league === '' ? null : (leagues[Number(league)]?.id ?? null);
  const teams = useQueueTeams(leagueId);
  const rangeError = from && to && to < from ? t.rangeInvalid : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError) return;
    onLoad({
      ...applied,
      league: league === '' ? null : Number(league),
      team: team === '' ? null : team,
      from: from || null,
      to: to || null,
      page: 0,
    });
  };

  return (
    <form className={styles.filters} onSubmit={submit} noValidate>
      <SelectField
        label={t.league}
        placeholder={t.allLeagues}
        options={leagues.map((l, index) => ({ value: index, label: l.name }))}
        fieldClassName={styles.field}
        value={league}
        onChange={(e) => {
          setLeague(e.target.value);
          setTeam('');
        }}
      />
      <SelectField
        label={t.team}
        placeholder={leagueId ? t.allTeams : t.pickLeagueFirst}
        options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
        fieldClassName={styles.field}
        disabled={!leagueId}
        value={team}
        onChange={(e) => setTeam(e.target.value)}
      />
      <TextField
        label={t.from}
        type="date"
        max={to || undefined}
        fieldClassName={styles.field}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField
        label={t.to}
        type="date"
        min={from || undefined}
        fieldClassName={styles.field}
        value={to}
        error={rangeError}
        onChange={(e) => setTo(e.target.value)}
      />
      <Button type="submit" className={styles.load} disabled={loading}>
        {t.load}
      </Button>
    </form>
  );
}
