import type { LeagueDto, NotificationDto, NotificationsPageDto } from '@liga/contracts';
import { type AccountsTestApp, startAccountsApp } from '../../../../../test/support/accounts-app';
import {
  addPlayer,
  createPitch,
  createTeamWithCaptain,
  type TestTeam,
} from '../../../../../test/support/matches';
import { currentLeagues } from '../../../../../test/support/teams';
import { createAdmin, type TestUser } from '../../../../../test/support/users';
import { FixedClock } from '../../platform/clock/clock';
import { NotificationDeliveryHost } from './delivery/notification-delivery.host';
import type { NotificationDelivery } from './delivery/notification-delivery';

/** The world's "now": early in the pinned season (autumn 2025), a Monday morning. */
export const NOTIFICATIONS_WORLD_NOW = '2025-09-01T08:00:00.000Z';

/**
 * The world of the notifications specs: the API in-process (projections and delivery in this
 * process) mailing to a real local SMTP receiver, a fixed clock, an admin, teams A and B of the
 * first league (each a captain and `players` more), a pitch. Registers beforeAll/afterAll.
 */
export function notificationsWorld(
  label: string,
  options: { players?: number; env?: Record<string, string> } = {},
) {
  const clock = new FixedClock(new Date(NOTIFICATIONS_WORLD_NOW));
  let app: AccountsTestApp;
  let leagues: LeagueDto[];
  let admin: TestUser;
  let A: TestTeam, B: TestTeam;
  const playersOf = new Map<string, TestUser[]>();
  let pitch: string;

  const settle = () => app.settle();
  const delivery = (): NotificationDelivery => app.api.app.get(NotificationDeliveryHost).delivery!;
  /** Hands new notifications to the outbox and sends what is due, then waits for mail. */
  const deliver = async () => {
    await settle();
    await delivery().settled();
    await delivery().runOnce();
  };
  const list = async (user: TestUser, query = '') =>
    (
      await app.http.get<NotificationsPageDto>(
        `/api/notification/get-notifications${query}`,
        user.token,
      )
    ).body.value!;
  const kinds = async (user: TestUser): Promise<Array<NotificationDto['kind']>> =>
    (await list(user)).items.map((n) => n.kind);
  const challenge = async (from: TestTeam, to: TestTeam, date: string) => {
    const res = await app.http.post<{ id: string }>(
      '/api/match',
      { receiverId: to.id, date, pitchId: pitch, length: 60, matchType: 1 },
      from.captain.token,
    );
    if (res.status !== 201) throw new Error(JSON.stringify(res.body.errors));
    return res.body.value!.id;
  };

  beforeAll(async () => {
    app = await startAccountsApp(label, {
      clock,
      env: { SEASON_PIN_DATE: '2025-09-01', ...options.env },
    });
    leagues = await currentLeagues(app.http);
    admin = await createAdmin(app.http, app.infra);
    const team = () =>
      createTeamWithCaptain(app.http, app.infra, {
        admin,
        leagueId: leagues[0].id,
        requestLeagueId: leagues[0].id,
        settle,
      });
    [A, B] = [await team(), await team()];
    for (const t of [A, B]) {
      const players: TestUser[] = [];
      for (let i = 0; i < (options.players ?? 1); i++) {
        players.push(await addPlayer(app.http, app.infra, t, settle));
      }
      playersOf.set(t.id, players);
    }
    pitch = await createPitch(app.http, admin, {
      name: 'Orlik Błonia',
      latitude: 50.0614,
      longitude: 19.9112,
    });
    await deliver();
  });
  afterAll(async () => {
    await app?.close();
  });

  return {
    clock,
    get app() {
      return app;
    },
    get http() {
      return app.http;
    },
    get smtp() {
      return app.smtp;
    },
    get leagues() {
      return leagues;
    },
    get admin() {
      return admin;
    },
    get A() {
      return A;
    },
    get B() {
      return B;
    },
    get pitch() {
      return pitch;
    },
    players: (t: TestTeam) => playersOf.get(t.id)!,
    settle,
    delivery,
    deliver,
    list,
    kinds,
    challenge,
  };
}
