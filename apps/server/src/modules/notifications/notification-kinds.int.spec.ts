import { randomUUID } from 'node:crypto';
import type { TeamOfferDto } from '@liga/contracts';
import { testContext } from '../../../../../test/support/infrastructure';
import { registerVerifiedUser } from '../../../../../test/support/users';
import type { CupEvent } from '../cup/domain/cup.events';
import { notificationsWorld } from './notifications.fixture';

const w = notificationsWorld('notification-kinds');

type Row = { user_id: string; kind: string; params: Record<string, unknown> };
const rowsOf = async (kind: string): Promise<Row[]> =>
  w.app.infra.db.query(
    'SELECT user_id, kind, params FROM rm_notifications WHERE kind = $1 ORDER BY event_position, user_id',
    [kind],
  );

/** Appends cup facts as the cup module writes them (the events → rows half of the rule). */
async function appendCup(cupId: string, events: Array<Pick<CupEvent, 'type' | 'data'>>) {
  const stream = `cup-${cupId}`;
  const version = await w.app.infra.eventStore.streamVersion(stream);
  await w.app.infra.eventStore.append(stream, 'cup', version, events, testContext(w.admin.id));
  await w.settle();
}

describe('notification kinds of the match centre, the transfer market and the cup', () => {
  it('an accepted challenge asks every other player of both teams who comes (link: the match page)', async () => {
    const matchId = await w.challenge(w.A, w.B, '2025-09-12T17:00:00.000Z');
    const accepted = await w.http.post('/api/match/accept', { matchId }, w.B.captain.token);
    expect(accepted.status).toBe(200);
    const asked = (await w.list(w.players(w.A)[0])).items.find(
      (n) => n.kind === 'availability-asked',
    );
    expect(asked).toMatchObject({ link: `/match/${matchId}`, read: false });
    expect(asked!.text).toContain('Będziesz?');
    expect(asked!.text).toContain('Orlik Błonia');
    expect(await w.kinds(w.players(w.B)[0])).toContain('availability-asked');
    // the challenger's captain hears of the acceptance instead; the acceptor hears nothing
    expect(await w.kinds(w.A.captain)).toContain('challenge-accepted');
    expect(await w.kinds(w.A.captain)).not.toContain('availability-asked');
    expect(await w.kinds(w.B.captain)).not.toContain('availability-asked');
  });

  it('an offer tells the free agent; declining it tells the captain', async () => {
    const agent = await registerVerifiedUser(w.http, w.app.infra, {
      firstName: 'Wolny',
      lastName: 'Agent',
    });
    const made = await w.http.post<{ id: string }>(
      '/api/team-offer',
      { teamId: w.A.id, userId: agent.id },
      w.A.captain.token,
    );
    expect(made.status).toBe(201);
    const received = (await w.list(agent)).items[0];
    expect(received).toMatchObject({ kind: 'team-offer-received', link: '/user/transfers' });
    expect(received.text).toContain(w.A.name);
    const [offer] = (
      await w.http.get<TeamOfferDto[]>('/api/team-offer/get-offers-for-user', agent.token)
    ).body.value!;
    const declined = await w.http.post(
      '/api/team-offer/decline',
      { offerId: offer.id },
      agent.token,
    );
    expect(declined.status).toBe(200);
    const decided = (await w.list(w.A.captain)).items.find((n) => n.kind === 'team-offer-decided');
    expect(decided!.text).toBe(`Wolny Agent odrzuca ofertę gry w drużynie ${w.A.name}.`);
    expect(await w.kinds(agent)).not.toContain('team-offer-decided');
  });

  it('the draw tells each placed team its opponent or its bye; a filled tie tells both teams', async () => {
    const cupId = randomUUID();
    const [semi, final] = [randomUUID(), randomUUID()];
    const C = randomUUID(); // a third team with nobody in it: no recipients
    const deadlines = ['2025-09-21T21:59:00.000Z', '2025-10-05T21:59:00.000Z'];
    await appendCup(cupId, [
      {
        type: 'CupDrawn',
        data: {
          ...{ cupId, seasonId: randomUUID(), seed: 's', method: 'm', separateTopTier: false },
          entries: [w.A.id, w.B.id, C].map((teamId) => ({ teamId, tier: 1 })),
          byes: [w.A.id],
          rounds: [
            {
              number: 1,
              name: 'Półfinał',
              deadline: deadlines[0],
              ties: [
                {
                  ...{ tieId: semi, teamA: w.B.id, teamB: C, sourceA: null, sourceB: null },
                  next: { tieId: final, slot: 'B' },
                },
              ],
            },
            {
              number: 2,
              name: 'Finał',
              deadline: deadlines[1],
              ties: [
                {
                  ...{ tieId: final, teamA: w.A.id, teamB: null, sourceA: null, sourceB: semi },
                  next: null,
                },
              ],
            },
          ],
          by: w.admin.id,
          at: '2025-09-01T08:00:00.000Z',
        },
      },
    ]);
    const drawn = await rowsOf('cup-draw');
    const byTeam = (teamId: string) => drawn.filter((r) => r.params.teamId === teamId);
    const membersA = [w.A.captain, ...w.players(w.A)].map((u) => u.id).sort();
    expect(byTeam(w.A.id).map((r) => r.user_id)).toEqual(membersA);
    expect(byTeam(w.A.id)[0].params).toMatchObject({ opponentTeamId: null, round: 2 });
    expect(byTeam(w.B.id)[0].params).toMatchObject({ opponentTeamId: C, round: 1 });
    const bye = (await w.list(w.A.captain)).items.find((n) => n.kind === 'cup-draw')!;
    expect(bye).toMatchObject({ link: '/cup' });
    expect(bye.text).toContain('ma wolny los i zaczyna od rundy 2');

    await appendCup(cupId, [
      {
        type: 'TeamAdvancedInCup',
        data: {
          cupId,
          seasonId: randomUUID(),
          tieId: final,
          slot: 'B',
          teamId: w.B.id,
          fromTieId: semi,
        },
      },
    ]);
    const next = await rowsOf('cup-next-tie');
    expect(new Set(next.map((r) => r.params.teamId))).toEqual(new Set([w.A.id, w.B.id]));
    expect(next.find((r) => r.params.teamId === w.A.id)!.params).toMatchObject({
      opponentTeamId: w.B.id,
      round: 2,
      deadline: deadlines[1],
    });
    const told = (await w.list(w.B.captain)).items.find((n) => n.kind === 'cup-next-tie')!;
    expect(told.text).toContain(`rywal ${w.A.name}`);
    expect(told.text).toContain('do 5 października');
  });
});
