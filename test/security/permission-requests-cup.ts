import type { CupDto, CupListItemDto } from '@liga/contracts';
import type { SecurityWorld } from '../support/security-world';
import type { TestTeam } from '../support/matches';
import { type Prepared, type RequestPlan, read, write } from './permission-plan';

const CUP_BODY = (w: SecurityWorld) => ({
  name: `Puchar ${Math.random().toString(36).slice(2, 8)}`,
  leagueIds: [w.league.id, w.otherLeague.id],
  entryDeadline: '2030-01-01T12:00:00Z',
  roundDeadlines: ['2030-02-01T12:00:00Z', '2030-03-01T12:00:00Z', '2030-04-01T12:00:00Z'],
});

/**
 * A new cup of the season (after the admin cancelled every cup still going, which frees their
 * teams); `open` opens its entries, `teams` enter it by their captains, `draw` draws it.
 */
async function freshCup(
  w: SecurityWorld,
  options: { open?: boolean; teams?: TestTeam[]; draw?: boolean } = {},
): Promise<Prepared> {
  const token = w.admin.token;
  const cups = await w.http.get<CupListItemDto[]>(
    `/api/cup/get-cups-by-season-id?SeasonId=${w.season.id}`,
    token,
  );
  for (const cup of cups.body.value ?? []) {
    if (cup.status !== 'finished' && cup.status !== 'cancelled') {
      await w.http.post(
        `/api/admin/cup/${cup.id}/cancel`,
        { reason: 'Nowy puchar testowy' },
        token,
      );
    }
  }
  const created = await w.http.post<{ id: string }>('/api/admin/cup', CUP_BODY(w), token);
  const cupId = created.body.value!.id;
  if (options.open || options.teams) await w.http.post(`/api/admin/cup/${cupId}/open`, {}, token);
  for (const team of options.teams ?? []) {
    await w.http.post(`/api/cup/${cupId}/entry`, {}, team.captain.token);
  }
  if (!options.draw) return { cupId };
  await w.http.post(`/api/admin/cup/${cupId}/draw`, {}, token);
  const cup = await w.http.get<CupDto>(`/api/cup/${cupId}`, token);
  return { cupId, tieId: cup.body.value!.rounds[0].ties[0].id };
}

const adminCall = (suffix: string, body: (p: Prepared) => unknown = () => ({})) =>
  ((_w: SecurityWorld, p: Prepared) => ({
    path: `/api/admin/cup/${p.cupId}${suffix}`,
    body: body(p),
  })) as RequestPlan['call'];

/** The matrix's calls of the cup (PUCHAR): the page's reads, a captain's entry, the admin tab. */
export const CUP_REQUEST_PLANS: Record<string, RequestPlan> = {
  'GET /api/cup/get-cups-by-season-id': read(
    (w) => `/api/cup/get-cups-by-season-id?SeasonId=${w.season.id}`,
  ),
  'GET /api/cup/my-tie': read(() => '/api/cup/my-tie'),
  'GET /api/cup/:id': {
    phase: 'write',
    prepare: (w) => freshCup(w),
    call: (_w, p) => ({ path: `/api/cup/${p.cupId}` }),
  },
  'GET /api/cup/:id/rankings': {
    phase: 'write',
    prepare: (w) => freshCup(w),
    call: (_w, p) => ({ path: `/api/cup/${p.cupId}/rankings` }),
  },
  'POST /api/cup/:id/entry': write(
    (_w, p) => ({ path: `/api/cup/${p.cupId}/entry`, body: {} }),
    (w) => freshCup(w, { open: true }),
  ),
  'DELETE /api/cup/:id/entry': write(
    (_w, p) => ({ path: `/api/cup/${p.cupId}/entry` }),
    (w) => freshCup(w, { teams: [w.T, w.U] }),
  ),
  'POST /api/admin/cup': write((w) => ({ path: '/api/admin/cup', body: CUP_BODY(w) })),
  'POST /api/admin/cup/:id/open': write(adminCall('/open'), (w) => freshCup(w)),
  'POST /api/admin/cup/:id/close': write(adminCall('/close'), (w) => freshCup(w, { open: true })),
  'POST /api/admin/cup/:id/draw': write(adminCall('/draw'), (w) =>
    freshCup(w, { teams: [w.T, w.U] }),
  ),
  'POST /api/admin/cup/:id/cancel': write(
    adminCall('/cancel', () => ({ reason: 'Za mało chętnych' })),
    (w) => freshCup(w),
  ),
  'POST /api/admin/cup/:id/team': write(
    adminCall('/team', (p) => ({ teamId: p.teamId, reason: 'Zgłoszenie mailowe' })),
    async (w) => ({ ...(await freshCup(w, { open: true })), teamId: (await w.freshTeam()).id }),
  ),
  'POST /api/admin/cup/:id/team/remove': write(
    adminCall('/team/remove', (p) => ({ teamId: p.teamId, reason: 'Drużyna wycofana' })),
    async (w) => ({ ...(await freshCup(w, { teams: [w.T] })), teamId: w.T.id }),
  ),
  'POST /api/admin/cup/:id/tie/:tieId/decide': write(
    (_w, p) => ({
      path: `/api/admin/cup/${p.cupId}/tie/${p.tieId}/decide`,
      body: { outcome: 'teamA', reason: 'Mecz nierozegrany w terminie' },
    }),
    (w) => freshCup(w, { teams: [w.T, w.U], draw: true }),
  ),
};
