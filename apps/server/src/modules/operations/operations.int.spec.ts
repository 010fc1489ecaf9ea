import type {
  AuditEntryDto,
  EventLogPageDto,
  LeagueDto,
  PoisonEventDto,
  ProjectionsStatusDto,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import {
  createPitch,
  createTeamWithCaptain,
  type TestTeam,
} from '../../../../../test/support/matches';
import { settleAll } from '../../../../../test/support/reports';
import { currentLeagues } from '../../../../../test/support/teams';
import {
  createAdmin,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import { recordFailure } from '../../platform/projections/checkpoints';
import * as rebuild from '../../platform/projections/rebuild';
import { rebuildProjection } from '../../platform/projections/rebuild';
import { teamsProjection } from '../teams/projections/teams.projection';

/**
 * The operations console against real PostgreSQL: status, pause and resume, poison events
 * skipped (with a reason, recorded and audited) or retried, a rebuild from the console while
 * captains write, the event log browser (filters, redaction), and refusals that write nothing.
 */
let infra: TestInfrastructure;
let api: ApiApp;
let http: ReturnType<typeof apiClient>;
let admin: TestUser, player: TestUser;
let leagues: LeagueDto[];
let team: TestTeam;
const drain = () => settleAll(infra.db, () => api.daemon!.drainAll());
const ok = <T>(res: { status: number; body: { value: T | null; errors: unknown } }): T => {
  if (res.status >= 300) throw new Error(`${res.status}: ${JSON.stringify(res.body.errors)}`);
  return res.body.value as T;
};
const status = async (name: string) =>
  ok(await http.get<ProjectionsStatusDto>('/api/admin/projections', admin.token)).projections.find(
    (p) => p.name === name,
  )!;
const post = (path: string, body?: unknown, who = admin) => http.post(path, body, who.token);
const pitchNames = async () =>
  (await infra.db.query<Array<{ name: string }>>('SELECT name FROM rm_pitches')).map((r) => r.name);
const head = async () =>
  Number((await infra.db.query('SELECT max(global_position) AS p FROM events'))[0].p);
const eventCount = async () =>
  Number((await infra.db.query('SELECT count(*) AS n FROM events'))[0].n);

beforeAll(async () => {
  infra = await createTestInfrastructure({ label: 'operations' });
  api = await createApiApp(infra, { serveClient: false });
  http = apiClient(await api.listen(0, '127.0.0.1'));
  leagues = await currentLeagues(http);
  admin = await createAdmin(http, infra);
  player = await registerVerifiedUser(http, infra);
  team = await createTeamWithCaptain(http, infra, {
    admin,
    leagueId: leagues[0].id,
    requestLeagueId: leagues[0].id,
    settle: drain,
  });
}, 120_000);

afterAll(async () => {
  await api?.close();
  await infra?.dispose();
});

describe('operations console', () => {
  it("shows every projection's state, position, lag and rate", async () => {
    const all = ok(await http.get<ProjectionsStatusDto>('/api/admin/projections', admin.token));
    expect(all.projections.map((p) => p.name)).toEqual(expect.arrayContaining(['audit', 'teams']));
    for (const p of all.projections) {
      expect(p).toMatchObject({ state: 'running', lag: expect.any(Number) });
      expect(p.eventsPerSecond).toBeGreaterThanOrEqual(0);
    }
    expect((await http.get('/api/admin/projections', player.token)).status).toBe(403);
  });

  it('pauses a projection (it stops moving) and resumes it, both recorded and audited', async () => {
    ok(await post('/api/admin/projections/pitches/pause'));
    expect(await status('pitches')).toMatchObject({ status: 'paused', state: 'paused' });
    await createPitch(http, admin, { name: 'Orlik Wstrzymany', latitude: 50, longitude: 19 });
    await api.daemon!.drainAll(); // the others; the paused one stays behind
    expect(await pitchNames()).not.toContain('Orlik Wstrzymany');
    ok(await post('/api/admin/projections/pitches/resume'));
    await drain();
    expect(await pitchNames()).toContain('Orlik Wstrzymany');
    const history = ok(
      await http.get<AuditEntryDto[]>(
        `/api/audit/get-history?EntityType=user&EntityId=${admin.id}`,
        admin.token,
      ),
    );
    expect(history.slice(0, 2).map((e) => e.action)).toEqual([
      'Wznowienie projekcji',
      'Wstrzymanie projekcji',
    ]);
  });

  it('shows a poison event redacted, refuses a wrong skip, and skips it with a reason', async () => {
    ok(await post('/api/admin/projections/pitches/pause'));
    await createPitch(http, admin, { name: 'Orlik Trujący', latitude: 50, longitude: 19 });
    const poison = await head();
    await recordFailure(infra.db, 'pitches', 'Error: handler broke', poison, true);
    const listed = ok(await http.get<PoisonEventDto[]>('/api/admin/poison-events', admin.token));
    expect(listed).toEqual([
      expect.objectContaining({
        projection: 'pitches',
        error: 'Error: handler broke',
        event: expect.objectContaining({ globalPosition: poison, type: 'PitchAdded' }),
      }),
    ]);
    const before = await eventCount();
    const refusals: Array<[string, unknown, number, string | null]> = [
      [
        'pitches/skip',
        { globalPosition: poison + 1000, reason: 'zły numer' },
        409,
        'To zdarzenie nie zatrzymało projekcji: nie ma czego pominąć ani ponowić.',
      ],
      ['teams/skip', { globalPosition: poison, reason: 'nie ta projekcja' }, 409, null],
      [
        'pitches/skip',
        { globalPosition: poison },
        400,
        'Podaj powód pominięcia zdarzenia (od 5 do 500 znaków).',
      ],
      ['pitches/skip', { globalPosition: poison, reason: ' ' }, 400, null],
      [
        'nieznana/skip',
        { globalPosition: poison, reason: 'nie ma takiej' },
        404,
        'Nie ma takiej projekcji.',
      ],
      ['nieznana/pause', undefined, 404, null],
    ];
    for (const [path, body, code, message] of refusals) {
      const res = await post(`/api/admin/projections/${path}`, body);
      expect([path, res.status]).toEqual([path, code]);
      if (message) expect(res.body.errors[0].message).toBe(message);
    }
    expect(await eventCount()).toBe(before); // nothing written
    ok(
      await post('/api/admin/projections/pitches/skip', {
        globalPosition: poison,
        reason: 'Błędne dane testowe',
      }),
    );
    await drain();
    expect(await status('pitches')).toMatchObject({
      status: 'running',
      position: expect.any(Number),
    });
    expect((await status('pitches')).position).toBeGreaterThanOrEqual(poison);
    expect(await pitchNames()).not.toContain('Orlik Trujący');
    const [skipped] = ok(
      await http.get<AuditEntryDto[]>(
        `/api/audit/get-history?EntityType=user&EntityId=${admin.id}`,
        admin.token,
      ),
    );
    expect(skipped).toMatchObject({ action: 'Pominięto zdarzenie (konsola operacji)' });
    expect(skipped.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'reason', after: 'Błędne dane testowe' }),
      ]),
    );
  });

  it('retries a poison event: applied this time', async () => {
    ok(await post('/api/admin/projections/pitches/pause'));
    await createPitch(http, admin, { name: 'Orlik Ponowiony', latitude: 50, longitude: 19 });
    const poison = await head();
    await recordFailure(infra.db, 'pitches', 'Error: flaky', poison, true);
    ok(await post('/api/admin/projections/pitches/retry', { globalPosition: poison }));
    await drain();
    expect(await pitchNames()).toContain('Orlik Ponowiony');
    expect(
      (await post('/api/admin/projections/pitches/retry', { globalPosition: poison })).status,
    ).toBe(409);
  });

  it('rebuilds a projection from the console while a captain writes; nothing is lost', async () => {
    ok(await post('/api/admin/projections/teams/rebuild'));
    const names: string[] = [];
    for (let i = 0; i < 8; i++) {
      const name = `Przebudowa ${'ABCDEFGH'[i]}${Date.now() % 1000}`;
      names.push(name);
      ok(await http.put('/api/team/', { id: team.id, name, shortName: 'PRZ' }, team.captain.token));
    }
    for (let i = 0; i < 600; i++) {
      const s = await status('teams');
      if (s.rebuild?.finishedAt) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const done = await status('teams');
    expect(done.rebuild).toMatchObject({ finishedAt: expect.any(String), error: null });
    expect(done.rebuild!.applied).toBeGreaterThan(0);
    await drain();
    const [row] = await infra.db.query('SELECT name FROM rm_teams WHERE id = $1', [team.id]);
    expect(row.name).toBe(names[names.length - 1]);
    const live = await infra.db.query('SELECT * FROM rm_teams ORDER BY id');
    await rebuildProjection(infra.db, teamsProjection, infra.upcasters);
    expect(await infra.db.query('SELECT * FROM rm_teams ORDER BY id')).toEqual(live);
  });

  it('rebuilds every projection from the console in one pass over the log', async () => {
    const passes = jest.spyOn(rebuild, 'rebuildProjections');
    const all = ok(await http.get<ProjectionsStatusDto>('/api/admin/projections', admin.token));
    ok(await post('/api/admin/projections-rebuild-all'));
    const finished = async () => {
      for (let i = 0; i < 1_200; i++) {
        const now = ok(await http.get<ProjectionsStatusDto>('/api/admin/projections', admin.token));
        if (now.projections.every((p) => p.rebuild?.finishedAt)) return now;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the rebuild of every projection did not finish');
    };
    const done = await finished();
    expect(done.projections.map((p) => [p.name, p.rebuild?.error ?? null])).toEqual(
      all.projections.map((p) => [p.name, null]),
    );
    expect(passes).toHaveBeenCalledTimes(1);
    expect(passes.mock.calls[0][1].map((p) => p.name).sort()).toEqual(
      all.projections.map((p) => p.name).sort(),
    );
    const started = await http.get<EventLogPageDto>(
      '/api/admin/events?Type=ProjectionRebuildStarted',
      admin.token,
    );
    expect(ok(started).items.length).toBeGreaterThanOrEqual(all.projections.length);
    passes.mockRestore();
  });

  it('browses the log by type, stream and correlation id, newest first, personal data redacted', async () => {
    const page = (q: string) => http.get<EventLogPageDto>(`/api/admin/events?${q}`, admin.token);
    const registered = ok(await page(`StreamId=user-${player.id}&pageSize=5`));
    const first = registered.items[registered.items.length - 1];
    expect(first.type).toBe('UserRegistered');
    expect(JSON.stringify(first.data)).toContain('[ukryte]');
    expect(JSON.stringify(first.data)).not.toContain('"ct"');
    const paused = ok(await page('Type=ProjectionPaused'));
    expect(paused.items.length).toBe(3);
    expect(paused.items[0].globalPosition).toBeGreaterThan(paused.items[1].globalPosition);
    const byRequest = ok(await page(`CorrelationId=${paused.items[0].correlationId}`));
    expect(byRequest.items.map((e) => e.type)).toEqual(['ProjectionPaused']);
    const older = ok(await page(`Type=ProjectionPaused&pageSize=2`));
    expect(older.nextBefore).toBe(older.items[1].globalPosition);
    expect(
      ok(await page(`Type=ProjectionPaused&pageSize=2&before=${older.nextBefore}`)).items,
    ).toHaveLength(1);
    const future = ok(await page('From=2999-01-01T00:00:00Z'));
    expect(future.items).toEqual([]);
    expect((await page('pageSize=0')).status).toBe(400);
    expect((await page('From=2025-02-01T00:00:00Z&To=2025-01-01T00:00:00Z')).status).toBe(400);
    expect((await page('before=-3')).status).toBe(400);
    expect((await http.get('/api/admin/events', team.captain.token)).status).toBe(403);
  });
});
