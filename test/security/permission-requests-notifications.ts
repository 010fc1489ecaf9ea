import type { IcalLinksDto } from '@liga/contracts';
import { unsubscribeToken } from '../../apps/server/src/modules/notifications/delivery/unsubscribe-token';
import type { SecurityWorld } from '../support/security-world';
import { type Prepared, type RequestPlan, read, write } from './permission-plan';

/** The token at the end of a feed address (`…/api/ical/team/{token}.ics`). */
const tokenOf = (url: string) =>
  url
    .split('/')
    .pop()!
    .replace(/\.ics$/, '');

/** T's captain's feed addresses: a player, a team and a league feed. */
async function feedTokens(w: SecurityWorld): Promise<Prepared> {
  const links = (await w.http.get<IcalLinksDto>('/api/ical/links', w.T.captain.token)).body.value!;
  return {
    player: tokenOf(links.player.url),
    team: tokenOf(links.team!.url),
    league: tokenOf(links.league!.url),
  };
}

const feed = (scope: 'player' | 'team' | 'league'): RequestPlan => ({
  phase: 'read',
  prepare: feedTokens,
  call: (_w, p) => ({ path: `/api/ical/${scope}/${p[scope]}.ics` }),
});

/** The matrix's calls of notifications, calendar feeds and account self-service (issue 17). */
export const NOTIFICATION_REQUEST_PLANS: Record<string, RequestPlan> = {
  'GET /api/notification/get-notifications': read(
    () => '/api/notification/get-notifications?page=1&pageSize=5',
  ),
  'POST /api/notification/mark-read': write(() => ({
    path: '/api/notification/mark-read',
    body: { all: true },
  })),
  'GET /api/notification/preferences': read(() => '/api/notification/preferences'),
  'PUT /api/notification/preferences': write(() => ({
    path: '/api/notification/preferences',
    body: { preferences: [{ kind: 'report-verified', email: 'digest' }] },
  })),
  'POST /api/notification/unsubscribe': write((w) => {
    const key = w.app.infra.tokens.signingKey('unsubscribe');
    const token = unsubscribeToken(
      key,
      { userId: w.player.id, target: 'report-verified' },
      new Date(),
    );
    return { path: `/api/notification/unsubscribe?token=${token}` };
  }),
  'GET /api/push/config': read(() => '/api/push/config'),
  'POST /api/push/subscribe': {
    ...write((_w, _p, caller) => ({
      path: '/api/push/subscribe',
      body: {
        endpoint: `https://push.example.com/send/${caller}`,
        keys: { p256dh: 'BPush-test-key_0123456789', auth: 'auth-secret_01' },
      },
    })),
    noSuccess:
      "the matrix's app has no VAPID keys (Web Push off): a 409 for every signed-in caller; push.int.spec.ts subscribes",
  },
  'POST /api/push/unsubscribe': write((_w, _p, caller) => ({
    path: '/api/push/unsubscribe',
    body: { endpoint: `https://push.example.com/send/${caller}` },
  })),
  'GET /api/ical/links': read(() => '/api/ical/links'),
  'POST /api/ical/regenerate': write(() => ({
    path: '/api/ical/regenerate',
    body: { scope: 'player' },
  })),
  'GET /api/ical/player/:token': feed('player'),
  'GET /api/ical/team/:token': feed('team'),
  'GET /api/ical/league/:token': feed('league'),
  'GET /api/ical/match/:matchId': {
    phase: 'read',
    prepare: async (w) => ({ matchId: await w.acceptedMatch(await w.freshTeam(), w.T) }),
    call: (_w, p) => ({ path: `/api/ical/match/${p.matchId}.ics` }),
  },
  'POST /api/user/forgot-password': write((_w, _p, caller) => ({
    path: '/api/user/forgot-password',
    body: { email: `zapomniany.${caller}@example.com` },
  })),
  'POST /api/user/reset-password': {
    ...write(() => ({
      path: '/api/user/reset-password',
      body: { token: 'nieznany-token-resetu-hasla-0123456789', password: 'NoweHaslo1!' },
    })),
    noSuccess: 'only a mailed token sets a password; an unknown one is a 400 for everybody',
  },
  'GET /api/user/my-data': read(() => '/api/user/my-data'),
  'POST /api/user/delete-account': {
    ...write((_w, _p, caller) => ({
      path: '/api/user/delete-account',
      body: { password: `Zle-haslo-${caller}-1!` },
    })),
    noSuccess: "a wrong password deletes nobody (the matrix's accounts must stay)",
  },
  'POST /api/user/change-language': write(() => ({
    path: '/api/user/change-language',
    body: { language: 'pl' },
  })),
};
