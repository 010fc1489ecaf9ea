import type { SeasonPlanDto } from '@liga/contracts';
import type { SecurityWorld } from '../support/security-world';
import { type Prepared, type RequestPlan, read, uniqueLetters, write } from './permission-plan';

/** The next season's plan as the admin sees it: its id and the id of its Liga 1. */
async function nextSeason(w: SecurityWorld): Promise<Prepared> {
  const plan = await w.http.get<SeasonPlanDto>('/api/admin/season-plan', w.admin.token);
  const value = plan.body.value!;
  return { seasonId: value.seasonId, leagueId: value.leagues.find((l) => l.name === 'Liga 1')!.id };
}

/** A league of its own for the matrix to close. */
async function addedLeague(w: SecurityWorld): Promise<Prepared> {
  const next = await nextSeason(w);
  const added = await w.http.post<{ id: string }>(
    '/api/admin/season-plan/league',
    { seasonId: next.seasonId, name: `Liga ${uniqueLetters()}`, tier: 8 },
    w.admin.token,
  );
  return { ...next, leagueId: added.body.value!.id };
}

const call =
  (path: string, body: (p: Prepared) => unknown): RequestPlan['call'] =>
  (_w, p) => ({ path: `/api/admin/season-plan${path}`, body: body(p) });

/** The matrix's calls of the admin tab "Sezony" (the next season's structure and plan). */
export const SEASON_PLAN_REQUEST_PLANS: Record<string, RequestPlan> = {
  'GET /api/admin/season-plan': read(() => '/api/admin/season-plan'),
  'POST /api/admin/season-plan/league': write(
    call('/league', (p) => ({ seasonId: p.seasonId, name: `Liga ${uniqueLetters()}`, tier: 8 })),
    nextSeason,
  ),
  'PUT /api/admin/season-plan/league': write(
    call('/league', (p) => ({
      seasonId: p.seasonId,
      leagueId: p.leagueId,
      name: `Liga ${uniqueLetters()}`,
    })),
    addedLeague,
  ),
  'POST /api/admin/season-plan/league/close': write(
    call('/league/close', (p) => ({ seasonId: p.seasonId, leagueId: p.leagueId })),
    addedLeague,
  ),
  'PUT /api/admin/season-plan/numbers': write(
    call('/numbers', (p) => ({ seasonId: p.seasonId, upperTier: 1, up: 2, down: 3 })),
    nextSeason,
  ),
  'POST /api/admin/season-plan/move': write(
    (w, p) => ({
      path: '/api/admin/season-plan/move',
      body: {
        seasonId: p.seasonId,
        teamId: w.T.id,
        toLeagueId: p.leagueId,
        reason: 'Prośba drużyny',
      },
    }),
    nextSeason,
  ),
  'POST /api/admin/season-plan/confirm': {
    ...write(
      call('/confirm', (p) => ({ seasonId: p.seasonId })),
      nextSeason,
    ),
    noSuccess: 'the world lives on 1 November: the proposal opens 14 days before the season ends',
  },
};
