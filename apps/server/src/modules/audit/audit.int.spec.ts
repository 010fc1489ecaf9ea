import {
  type AuditEntryDto,
  type LeagueDto,
  type MatchReportCreatedDto,
  AUDIT_TEXTS,
  rooms,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  testContext,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import {
  addPlayer,
  createPitch,
  createTeamWithCaptain,
  type TestTeam,
} from '../../../../../test/support/matches';
import { createAcceptedMatch, reportPayload, settleAll } from '../../../../../test/support/reports';
import { currentLeagues, socketFor, until } from '../../../../../test/support/teams';
import {
  createAdmin,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import { FixedClock } from '../../platform/clock/clock';
import { rebuildProjection } from '../../platform/projections/rebuild';
import { auditProjection } from './projections/audit.projection';

/**
 * The audit trail against real PostgreSQL: what each entity's history says (labels, actors,
 * before → after, Warsaw-independent UTC instants), each league office action (correction,
 * deduction, suspension, rescheduling, withdrawal) and its live push, who may read it,
 * paging, erased actors, an event type the trail has never heard of, and a replay equal to
 * the live rows.
 */
const NOW = '2025-10-01T10:00:00.000Z';
const clock = new FixedClock(new Date(NOW));
let infra: TestInfrastructure;
let api: ApiApp;
let http: ReturnType<typeof apiClient>;
let url: string;
let pitch: string;
let leagues: LeagueDto[];
let admin: TestUser, outsider: TestUser, a1: TestUser;
let A: TestTeam, B: TestTeam, C: TestTeam;
let M1: string, R1: string;
const drain = () => settleAll(infra.db, () => api.daemon!.drainAll());
const ok = <T>(res: { status: number; body: { value: T | null; errors: unknown } }): T => {
  if (res.status >= 300) throw new Error(`${res.status}: ${JSON.stringify(res.body.errors)}`);
  return res.body.value as T;
};
const history = (type: string, id: string, who: TestUser, paging = '') =>
  http.get<AuditEntryDto[]>(
    `/api/audit/get-history?EntityType=${type}&EntityId=${id}${paging}`,
    who.token,
  );
const actions = (entries: AuditEntryDto[]) => entries.map((e) => e.type);

beforeAll(async () => {
  infra = await createTestInfrastructure({
    label: 'audit',
    clock,
    env: { SEASON_PIN_DATE: '2025-09-01' },
  });
  api = await createApiApp(infra, { serveClient: false });
  url = await api.listen(0, '127.0.0.1');
  http = apiClient(url);
  leagues = await currentLeagues(http);
  admin = await createAdmin(http, infra);
  outsider = await registerVerifiedUser(http, infra, { firstName: 'Kibic' });
  const team = () =>
    createTeamWithCaptain(http, infra, {
      admin,
      leagueId: leagues[0].id,
      requestLeagueId: leagues[0].id,
      settle: drain,
    });
  [A, B, C] = [await team(), await team(), await team()];
  a1 = await addPlayer(http, infra, A, drain);
  pitch = await createPitch(http, admin, {
    name: 'Orlik Audytowy',
    latitude: 50.06,
    longitude: 19.94,
  });
  M1 = await createAcceptedMatch(http, {
    from: A,
    to: B,
    pitchId: pitch,
    date: '2025-09-20T16:00:00.000Z',
    settle: drain,
    clock,
  });
  R1 = ok(
    await http.post<MatchReportCreatedDto>(
      '/api/match-report/entity-insert',
      reportPayload(
        A.id,
        B.id,
        { present: [A.captain.id, a1.id], goals: [a1.id, a1.id, a1.id] },
        { present: [B.captain.id], goals: [B.captain.id] },
        { matchId: M1 },
      ),
      A.captain.token,
    ),
  ).id;
  ok(await http.post('/api/match-report/accept', { matchReportId: R1 }, B.captain.token));
  ok(await http.post('/api/match-report/admin-accept', { matchReportId: R1 }, admin.token));
  ok(
    await http.put(
      '/api/team/',
      { id: A.id, name: 'Audytorzy Kraków', shortName: 'AUD' },
      A.captain.token,
    ),
  );
}, 120_000);

afterAll(async () => {
  await api?.close();
  await infra?.dispose();
});

describe('audit trail: content', () => {
  it("tells a match's story newest first, with labels, actors and the admin's correlation ids", async () => {
    const entries = ok(await history('match', M1, admin));
    expect(actions(entries)).toEqual([
      'MatchReportVerified',
      'MatchReportAccepted',
      'MatchReportSubmitted',
      'ChallengeAccepted',
      'ChallengeIssued',
    ]);
    expect(entries[0]).toMatchObject({
      action: 'Raport zweryfikowany',
      actor: { id: admin.id, name: 'Adam Administrator' },
      correlationId: expect.any(String),
    });
    expect(entries[4].actor).toEqual({ id: A.captain.id, name: expect.any(String) });
    expect(new Date(entries[4].at).toISOString()).toBe(entries[4].at);
    // the first values of the challenge: no "before"
    expect(entries[4].changes).toEqual(
      expect.arrayContaining([{ field: 'date', before: null, after: '2025-09-20T16:00:00.000Z' }]),
    );
  });

  it("shows the report's numbers once and before → after only for what changed", async () => {
    const entries = ok(await history('report', R1, admin));
    expect(actions(entries)).toEqual([
      'MatchReportVerified',
      'MatchReportAccepted',
      'MatchReportSubmitted',
    ]);
    expect(entries[2].changes).toEqual(
      expect.arrayContaining([
        { field: 'homeGoals', before: null, after: 3 },
        { field: 'enemyGoals', before: null, after: 1 },
      ]),
    );
    // the verification repeats the same numbers: nothing changed
    expect(entries[0].changes.find((c) => c.field === 'homeGoals')).toBeUndefined();
  });

  it("shows a team's rename as before → after", async () => {
    const [rename] = ok(await history('team', A.id, A.captain));
    expect(rename).toMatchObject({ type: 'TeamRenamed', action: 'Zmiana nazwy drużyny' });
    expect(rename.changes).toEqual(
      expect.arrayContaining([{ field: 'name', before: A.name, after: 'Audytorzy Kraków' }]),
    );
    expect(rename.correlationId).toBeNull();
  });

  it('files each league office action under its entities, pushed live to who may read it', async () => {
    const captainA = await socketFor(url, A.captain.token, [rooms.team(A.id)]);
    const admins = await socketFor(url, admin.token, [rooms.admin()]);
    const pushed = (watcher: typeof admins, room: string, id: string) =>
      until(
        watcher.messages,
        (m) => m.topic === 'audit' && m.room === room && !!m.ids?.includes(id),
      );
    const latest = async (type: string, id: string, eventType: string) => {
      const entry = ok(await history(type, id, admin, '&pageSize=20')).find(
        (e) => e.type === eventType,
      );
      if (!entry) throw new Error(`no ${eventType} in the history of ${type} ${id}`);
      return entry;
    };
    try {
      // a correction of the verified 3:1 (a1 scored three) to 2:1
      ok(
        await http.post(
          '/api/admin/match-report/correct',
          {
            matchReportId: R1,
            reason: 'Pomyłka w protokole',
            report: reportPayload(
              A.id,
              B.id,
              { present: [A.captain.id, a1.id], goals: [a1.id, a1.id] },
              { present: [B.captain.id], goals: [B.captain.id] },
              { matchId: M1 },
            ),
          },
          admin.token,
        ),
      );
      const [corrected] = ok(await history('match', M1, admin));
      expect(corrected).toMatchObject({
        type: 'MatchResultCorrected',
        action: 'Korekta wyniku (biuro ligi)',
        actor: { id: admin.id, name: 'Adam Administrator' },
      });
      expect(corrected.changes).toEqual(
        expect.arrayContaining([
          { field: 'homeGoals', before: 3, after: 2 },
          expect.objectContaining({ field: 'reason', after: 'Pomyłka w protokole' }),
        ]),
      );
      expect(ok(await history('report', R1, A.captain))[0].type).toBe('MatchResultCorrected');
      await pushed(captainA, rooms.team(A.id), M1);
      await pushed(admins, rooms.admin(), R1);

      // a deduction of 3 points from C
      ok(
        await http.post(
          '/api/admin/league/points',
          { leagueId: leagues[0].id, teamId: C.id, points: -3, reason: 'Nieuprawniony zawodnik' },
          admin.token,
        ),
      );
      const deducted = await latest('team', C.id, 'PointsAdjusted');
      expect(deducted.action).toBe('Korekta punktów w tabeli (biuro ligi)');
      expect(deducted.changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'points', after: -3 }),
          expect.objectContaining({ field: 'reason', after: 'Nieuprawniony zawodnik' }),
        ]),
      );
      await pushed(admins, rooms.admin(), C.id);

      // a suspension of B's captain for one match: under the team and the person
      ok(
        await http.post(
          '/api/admin/team/suspend',
          { teamId: B.id, userId: B.captain.id, matches: 1, reason: 'Czerwona kartka' },
          admin.token,
        ),
      );
      for (const [type, id] of [
        ['team', B.id],
        ['user', B.captain.id],
      ]) {
        const suspended = await latest(type, id, 'PlayerSuspended');
        expect(suspended.action).toBe('Zawieszenie zawodnika (biuro ligi)');
        expect(suspended.changes).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ field: 'matches', after: 1 }),
            expect.objectContaining({ field: 'reason', after: 'Czerwona kartka' }),
          ]),
        );
      }

      // rescheduling: A proposes a day later, C accepts (date before → after)
      const M2 = await createAcceptedMatch(http, {
        from: A,
        to: C,
        pitchId: pitch,
        date: '2025-10-10T16:00:00.000Z',
        settle: drain,
        clock,
      });
      const proposal = ok(
        await http.post<{ id: string }>(
          '/api/match/propose-reschedule',
          { matchId: M2, date: '2025-10-11T16:00:00.000Z', pitchId: pitch },
          A.captain.token,
        ),
      );
      ok(
        await http.post(
          '/api/match/accept-reschedule',
          { matchId: M2, proposalId: proposal.id },
          C.captain.token,
        ),
      );
      const moved = ok(await history('match', M2, C.captain));
      expect(actions(moved).slice(0, 2)).toEqual(['RescheduleAccepted', 'RescheduleProposed']);
      expect(moved[0]).toMatchObject({
        action: 'Nowy termin meczu przyjęty',
        actor: { id: C.captain.id },
        changes: [
          { field: 'date', before: '2025-10-10T16:00:00.000Z', after: '2025-10-11T16:00:00.000Z' },
        ],
      });

      // C withdrawn from the league, its match against A counted as a walkover
      ok(
        await http.post(
          '/api/admin/team/withdraw',
          { teamId: C.id, mode: 'walkovers', reason: 'Drużyna się rozpadła' },
          admin.token,
        ),
      );
      const withdrawn = await latest('team', C.id, 'TeamWithdrawn');
      expect(withdrawn.action).toBe('Drużyna wycofana z ligi (biuro ligi)');
      expect(withdrawn.changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'mode', after: 'walkovers' }),
          expect.objectContaining({ field: 'reason', after: 'Drużyna się rozpadła' }),
        ]),
      );
      await pushed(admins, rooms.admin(), C.id);
    } finally {
      captainA.socket.disconnect();
      admins.socket.disconnect();
    }
  });

  it('records an event type it has never heard of, with the before → after the event carries', async () => {
    const version = Number(
      (await infra.db.query('SELECT version FROM streams WHERE stream_id = $1', [`match-${M1}`]))[0]
        .version,
    );
    await infra.eventStore.append(
      `match-${M1}`,
      'match',
      version,
      [
        {
          type: 'ResultCorrectedInTest',
          data: {
            matchId: M1,
            reportId: R1,
            correctedBy: admin.id,
            reason: 'Pomyłka w protokole',
            before: { homeGoals: 3, enemyGoals: 1 },
            after: { homeGoals: 2, enemyGoals: 1 },
          },
        },
      ],
      { ...testContext(), actorUserId: admin.id },
    );
    await drain();
    const [latest] = ok(await history('report', R1, admin));
    expect(latest).toMatchObject({
      type: 'ResultCorrectedInTest',
      action: 'Zmiana (ResultCorrectedInTest)',
      changes: [{ field: 'homeGoals', before: 3, after: 2 }],
    });
  });

  it('pages newest first without overlap', async () => {
    const all = ok(await history('match', M1, admin, '&pageSize=100'));
    const first = ok(await history('match', M1, admin, '&page=0&pageSize=2'));
    const second = ok(await history('match', M1, admin, '&page=1&pageSize=2'));
    expect([...first, ...second]).toEqual(all.slice(0, 4));
    expect(ok(await history('match', M1, admin, '&page=50&pageSize=2'))).toEqual([]);
  });

  it('names an erased actor "Usunięty użytkownik"', async () => {
    ok(await http.delete(`/api/user/${a1.id}`, admin.token));
    const entries = ok(await history('team', A.id, admin, '&pageSize=100'));
    const applied = entries.find((e) => e.type === 'ApplicationSubmitted');
    expect(applied?.actor).toEqual({ id: a1.id, name: AUDIT_TEXTS.erased });
    expect(JSON.stringify(entries)).not.toContain('Zawodnik Kowalski');
  });

  it('equals the live rows after a replay', async () => {
    const live = await infra.db.query('SELECT * FROM rm_audit_entries ORDER BY 1, 2, 3');
    await rebuildProjection(infra.db, auditProjection, infra.upcasters);
    expect(await infra.db.query('SELECT * FROM rm_audit_entries ORDER BY 1, 2, 3')).toEqual(live);
  });
});

describe('audit trail: who may read', () => {
  it('lets the captains of the match read its and its report history, without correlation ids', async () => {
    for (const captain of [A.captain, B.captain]) {
      const match = ok(await history('match', M1, captain));
      expect(match.length).toBeGreaterThan(0);
      expect(match.every((e) => e.correlationId === null)).toBe(true);
      expect(ok(await history('report', R1, captain)).length).toBeGreaterThan(0);
    }
  });

  it('refuses another captain, a member and a stranger with 403 in Polish', async () => {
    const refused = [
      await history('match', M1, C.captain),
      await history('report', R1, C.captain),
      await history('team', A.id, C.captain),
      await history('team', A.id, outsider),
      await history('user', A.captain.id, outsider),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.errors[0].message).toBe('Nie masz dostępu do historii zmian tego obiektu.');
    }
  });

  it("lets a person read their own account's history", async () => {
    const own = ok(await history('user', outsider.id, outsider));
    expect(actions(own)).toContain('UserRegistered');
  });

  it('answers bad input with 400 and an unknown entity with 404 for an admin', async () => {
    for (const query of [
      'EntityType=pitch&EntityId=' + M1,
      'EntityType=match&EntityId=abc',
      `EntityType=match&EntityId=${M1}&page=-1`,
      `EntityType=match&EntityId=${M1}&pageSize=0`,
      `EntityType=match&EntityId=${M1}&pageSize=101`,
    ]) {
      const res = await http.get(`/api/audit/get-history?${query}`, admin.token);
      expect(res.status).toBe(400);
    }
    const unknown = await history('match', '00000000-0000-4000-8000-000000000999', admin);
    expect(unknown.status).toBe(404);
    expect((await http.get(`/api/audit/get-history?EntityType=match&EntityId=${M1}`)).status).toBe(
      401,
    );
  });
});
