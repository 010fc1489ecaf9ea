import { rooms, type TeamDto, type TeamSeasonDto } from '@liga/contracts';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { HeadToHeadPicker } from '../../features/match-centre/components/head-to-head-picker';
import { NextMatchCard } from '../../features/match-centre/components/next-match-card';
import { TeamSeasonMatches } from '../../features/match-centre/components/team-season-matches';
import { matchCentreTexts } from '../../features/match-centre/texts';
import { useParams } from 'react-router-dom';
import { Dialog } from '../../components/ui/dialog';
import { ErrorMessage } from '../../components/ui/error-message';
import { ApiRequestError } from '../../lib/api-client';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { useTeamApplications } from '../../features/applications/api/get-applications-for-captain';
import { ApplicationsList } from '../../features/applications/components/applications-list';
import { ApplyButton } from '../../features/applications/components/apply-button';
import { applicationsTexts } from '../../features/applications/texts';
import { useSession } from '../../features/auth/hooks/use-session';
import { AddToCalendar } from '../../features/calendar-feeds/components/add-to-calendar';
import { useTeam } from '../../features/teams/api/get-team-by-id';
import { teamsByLeagueQuery } from '../../features/teams/api/get-teams';
import {
  ChangeTeamImageButton,
  LeaveTeamButton,
  ManageTeamButton,
} from '../../features/teams/components/team-member-actions';
import {
  TeamProfile,
  TeamProfileMessage,
  TeamProfileSkeleton,
} from '../../features/teams/components/team-profile';
import { membershipOf } from '../../features/teams/lib/members';
import { teamsTexts } from '../../features/teams/texts';
import { useTeamHistory } from '../../features/archive/api/get-team-history';
import { PositionChartPanel } from '../../features/archive/components/position-chart-panel';
import { SeasonSquad } from '../../features/archive/components/season-squad';
import { TeamHistory } from '../../features/archive/components/team-history';
import { TeamSeasonSummary } from '../../features/archive/components/team-season-summary';
import { archiveTexts } from '../../features/archive/texts';
import { useSeasons } from '../../features/leagues/api/get-seasons';
import { SeasonNotice, SeasonPicker } from '../../components/ui/season-picker';
import { paths } from '../../config/paths';
import { ChangeHistory } from '../../features/audit/components/change-history';
import { useSeasonParam } from '../../lib/use-season-param';
import styles from './team.module.css';

/**
 * /team/:teamId?season={key} — the team profile; live in the room team:{id}. Today's season by
 * default (squad, actions); a past season shows who played, its matches and summary, read-only.
 * Under it: the position chart of the season and the team's history.
 */
export function TeamRoute() {
  const { teamId = '' } = useParams();
  const { userId, canFetch } = useSession();
  useSocketRooms([canFetch && teamId ? rooms.team(teamId) : null]);
  const team = useTeam(teamId, { enabled: canFetch });
  const archive = useTeamSeason(teamId, canFetch);
  const opponents = useOpponents(teamId, archive.history.data, canFetch);
  const [now] = useState(() => new Date());

  if (team.isError) {
    const notFound = team.error instanceof ApiRequestError && team.error.status === 404;
    return (
      <TeamProfileMessage>
        <ErrorMessage
          title={notFound ? teamsTexts.team.notFound : teamsTexts.team.loadFailed}
          error={notFound ? undefined : team.error}
          onRetry={notFound ? undefined : () => void team.refetch()}
        />
      </TeamProfileMessage>
    );
  }
  if (team.isPending) return <TeamProfileSkeleton />;
  const { season, isPast, seasonRow } = archive;
  return (
    <TeamProfile
      team={team.data}
      actions={userId && !isPast ? <TeamActions team={team.data} userId={userId} /> : null}
      header={
        <div className={styles.bar}>
          <SeasonPicker {...archive.pickerProps} />
          <SeasonNotice isPast={isPast} unknownSeason={archive.unknownSeason} />
          {season && (isPast || seasonRow) && <TeamSeasonSummary season={seasonRow} />}
        </div>
      }
      nextMatch={isPast ? undefined : <NextMatchCard teamId={team.data.id} enabled={canFetch} />}
      squad={isPast && season ? <SeasonSquad teamId={teamId} seasonId={season.id} /> : undefined}
      matches={
        !isPast && season ? (
          <section aria-labelledby="team-season-title">
            <h2 id="team-season-title">{matchCentreTexts.team.season}</h2>
            <TeamSeasonMatches teamId={team.data.id} season={season} now={now} />
          </section>
        ) : undefined
      }
      matchesSeasonId={isPast && season ? season.id : null}
    >
      {seasonRow && (
        <PositionChartPanel
          leagueId={seasonRow.leagueId}
          teamId={teamId}
          title={archiveTexts.chart.teamTitle(seasonRow.seasonName)}
        />
      )}
      <TeamHistory
        history={archive.history}
        selectedSeasonId={season?.id ?? null}
        seasonHref={archive.seasonHref}
      />
      <ChangeHistory entityType="team" entityId={teamId} enabled={canFetch && !isPast} />
      <HeadToHeadPicker
        key={teamId}
        teamId={teamId}
        teamName={team.data.name}
        {...opponents}
        seasonName={archive.seasonName}
      />
    </TeamProfile>
  );
}

/**
 * The season the team page shows (the `season` URL parameter, default today's), the seasons the
 * team played in (the picker), and the team's history row of that season.
 */
function useTeamSeason(teamId: string, enabled: boolean) {
  const [key, setKey] = useSeasonParam();
  const seasons = useSeasons({ enabled });
  const history = useTeamHistory(teamId, { enabled });
  const list = seasons.data ?? [];
  const played = new Set((history.data ?? []).map((h) => h.seasonId));
  const choices = list.filter((s) => s.isCurrent || played.has(s.id));
  const current = list.find((s) => s.isCurrent);
  const named = key ? list.find((s) => s.key === key || s.id === key) : undefined;
  const season = named ?? current;
  const keyOf = (seasonId: string) => list.find((s) => s.id === seasonId)?.key ?? seasonId;
  return {
    season,
    isPast: season !== undefined && !season.isCurrent,
    unknownSeason: key !== null && seasons.isSuccess && named === undefined,
    seasonRow: history.data?.find((h) => h.seasonId === season?.id) ?? null,
    history,
    seasonName: (seasonId: string) => list.find((s) => s.id === seasonId)?.name ?? '—',
    seasonHref: (seasonId: string) =>
      list.find((s) => s.id === seasonId)?.isCurrent
        ? paths.team(teamId)
        : `${paths.team(teamId)}?season=${encodeURIComponent(keyOf(seasonId))}`,
    pickerProps: {
      seasons: choices,
      selectedKey: season?.key ?? null,
      onSelect: (next: string) => setKey(list.find((s) => s.key === next)?.isCurrent ? null : next),
      isPending: seasons.isPending || history.isPending,
      error: seasons.error,
      onRetry: () => void seasons.refetch(),
    },
  };
}

/** How many of the team's latest seasons give opponents to the head-to-head picker. */
const OPPONENT_SEASONS = 8;

/**
 * The head-to-head picker's opponents: every team of the leagues the team played in (its
 * latest seasons), A–Z with Polish collation, the team itself left out.
 */
function useOpponents(teamId: string, history: TeamSeasonDto[] | undefined, enabled: boolean) {
  const leagueIds = [...new Set((history ?? []).map((h) => h.leagueId))].slice(0, OPPONENT_SEASONS);
  const leagues = useQueries({
    queries: leagueIds.map((id) => ({ ...teamsByLeagueQuery(id), enabled })),
  });
  const byId = new Map<string, string>();
  for (const q of leagues) {
    for (const team of q.data ?? []) if (team.id !== teamId) byId.set(team.id, team.name);
  }
  const opponents = [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pl'));
  const failed = leagues.find((q) => q.isError);
  return {
    opponents,
    isPending: history === undefined || leagues.some((q) => q.isPending),
    error: failed?.error ?? null,
    onRetry: () => leagues.forEach((q) => q.isError && void q.refetch()),
  };
}

/** The viewer's buttons: captain, member or non-member (spec: Team profile). */
function TeamActions({ team, userId }: { team: TeamDto; userId: string }) {
  const membership = membershipOf(team, userId);
  const calendar = <AddToCalendar target={{ teamId: team.id }} only="team" isLoggedIn />;
  if (membership === 'none')
    return (
      <>
        <ApplyButton teamId={team.id} userId={userId} />
        {calendar}
      </>
    );
  if (membership === 'member')
    return (
      <>
        <LeaveTeamButton team={team} userId={userId} />
        {calendar}
      </>
    );
  return (
    <>
      {calendar}
      <ManageTeamButton team={team} captainId={userId} />
      <ApplicationsButton teamId={team.id} captainId={userId} />
      <ChangeTeamImageButton teamId={team.id} />
      <LeaveTeamButton team={team} userId={userId} />
    </>
  );
}

/** 'Zgłoszenia (n)': the count updates live when an application arrives. */
function ApplicationsButton({ teamId, captainId }: { teamId: string; captainId: string }) {
  const [open, setOpen] = useState(false);
  const applications = useTeamApplications(captainId, teamId);
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        {applicationsTexts.button(applications.data?.length ?? 0)}
      </button>
      <Dialog
        open={open}
        title={applicationsTexts.title}
        onClose={() => setOpen(false)}
        closeLabel={teamsTexts.modal.close}
        size="wide"
        closeOnBackdrop
      >
        <ApplicationsList
          applications={applications.data}
          isPending={applications.isPending}
          error={applications.error}
          onRetry={() => void applications.refetch()}
        />
      </Dialog>
    </>
  );
}
