import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { notificationsWorld } from './notifications.fixture';

// http_ece (web-push's own encryption library) decrypts what a push service would hold.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as {
  decrypt(body: Buffer, params: Record<string, unknown>): Buffer;
};

const vapid = webpush.generateVAPIDKeys();
const w = notificationsWorld('push', {
  env: {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_ALLOW_HTTP: 'true',
  },
});

interface Received {
  headers: Record<string, string | string[] | undefined>;
  payload: { title: string; body: string; url: string; tag: string };
}

/**
 * A browser's push service on this machine: it decrypts what it receives with the subscriber's
 * keys (as the browser would) and answers `status` (201 accepted, 410 gone).
 */
function pushService() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const received: Received[] = [];
  let status = 201;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: ecdh,
          authSecret: auth,
        });
        received.push({ headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
      } catch (error) {
        received.push({ headers: req.headers, payload: { error: String(error) } as never });
      }
      res.writeHead(status).end();
    });
  });
  return {
    received,
    answer: (code: number) => (status = code),
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    subscription: (path: string) => ({
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth },
    }),
  };
}

const service = pushService();
beforeAll(() => service.start());
afterAll(() => service.stop());

/** The background delivery may hold the row: waits for the push to arrive (10 s at most). */
async function pushes(count: number): Promise<Received[]> {
  const deadline = Date.now() + 10_000;
  while (service.received.length < count && Date.now() < deadline) {
    await w.delivery().settled();
    await new Promise((r) => setTimeout(r, 50));
  }
  return service.received;
}

const subscriptionsOf = (userId: string) =>
  w.app.infra.db.query('SELECT endpoint FROM push_subscriptions WHERE user_id = $1', [userId]);

describe('Web Push (issue 19)', () => {
  let matchId: string;

  it('gives the VAPID key, refuses a bad subscription in Polish, stores a good one', async () => {
    const config = await w.http.get<{ publicKey: string }>('/api/push/config');
    expect(config.body.value).toEqual({ publicKey: vapid.publicKey });

    const bad = await w.http.post(
      '/api/push/subscribe',
      { endpoint: 'nie-adres', keys: { p256dh: 'x', auth: 'y' } },
      w.B.captain.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('Adres subskrypcji powiadomień jest nieprawidłowy.');
    const anonymous = await w.http.post('/api/push/subscribe', service.subscription('/b'));
    expect(anonymous.status).toBe(401);

    const saved = await w.http.post<{ devices: number }>(
      '/api/push/subscribe',
      service.subscription('/b'),
      w.B.captain.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.value).toEqual({ devices: 1 });
    expect(await subscriptionsOf(w.B.captain.id)).toHaveLength(1);
  });

  it('pushes a challenge to the subscribed captain, encrypted with VAPID', async () => {
    matchId = await w.challenge(w.A, w.B, '2025-09-20T15:00:00.000Z');
    await w.deliver();
    expect(await pushes(1)).toHaveLength(1);
    const [push] = service.received;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(push.payload).toEqual({
      title: `Nowe wyzwanie od drużyny ${w.A.name}`,
      body: expect.stringContaining(`Drużyna ${w.A.name} rzuca Wam wyzwanie`),
      url: '/user/challenges',
      tag: 'challenge-received',
    });
  });

  it('prunes a subscription its push service says is gone (410)', async () => {
    service.answer(410);
    // A withdraws the challenge: B's captain is told (challenge-cancelled), the service says gone
    expect((await w.http.delete(`/api/match/${matchId}`, w.A.captain.token)).status).toBe(200);
    await w.deliver();
    expect(await pushes(2)).toHaveLength(2);
    await w.delivery().settled();
    expect(await subscriptionsOf(w.B.captain.id)).toEqual([]);
  });

  it('unsubscribes only the caller’s own browser', async () => {
    service.answer(201);
    const sub = service.subscription('/a');
    await w.http.post('/api/push/subscribe', sub, w.A.captain.token);
    const other = await w.http.post<{ devices: number }>(
      '/api/push/unsubscribe',
      { endpoint: sub.endpoint },
      w.B.captain.token,
    );
    // the answer counts the caller's own browsers: B's one was pruned above
    expect(other.body.value).toEqual({ devices: 0 });
    expect(await subscriptionsOf(w.A.captain.id)).toHaveLength(1);
    const own = await w.http.post<{ devices: number }>(
      '/api/push/unsubscribe',
      { endpoint: sub.endpoint },
      w.A.captain.token,
    );
    expect(own.body.value).toEqual({ devices: 0 });
  });

  it('pushes a proposal of a new match date to the other captain, and the answer back', async () => {
    service.answer(201);
    await w.http.post('/api/push/subscribe', service.subscription('/b2'), w.B.captain.token);
    await w.http.post('/api/push/subscribe', service.subscription('/a2'), w.A.captain.token);
    const before = service.received.length;
    const match = await w.challenge(w.A, w.B, '2025-09-24T15:00:00.000Z');
    const acceptance = await w.http.post(
      '/api/match/accept',
      { matchId: match },
      w.B.captain.token,
    );
    expect(acceptance.status).toBe(200);
    await w.deliver();
    // challenge-received (B) and challenge-accepted (A)
    const seen = before + 2;
    expect(await pushes(seen)).toHaveLength(seen);
    const proposal = await w.http.post<{ id: string }>(
      '/api/match/propose-reschedule',
      { matchId: match, date: '2025-09-25T15:00:00.000Z', pitchId: w.pitch },
      w.A.captain.token,
    );
    expect(proposal.status).toBe(200);
    await w.deliver();
    const proposed = (await pushes(seen + 1)).slice(seen);
    expect(proposed.map((p) => [p.payload.tag, p.payload.url])).toEqual([
      ['reschedule-proposed', `/match/${match}`],
    ]);
    expect(proposed[0].payload.title).toBe(`Propozycja nowego terminu od drużyny ${w.A.name}`);

    const accepted = await w.http.post(
      '/api/match/accept-reschedule',
      { matchId: match, proposalId: proposal.body.value!.id },
      w.B.captain.token,
    );
    expect(accepted.status).toBe(200);
    await w.deliver();
    const decided = (await pushes(seen + 2)).slice(seen + 1);
    expect(decided.map((p) => [p.payload.tag, p.payload.title])).toEqual([
      ['reschedule-decided', `Nowy termin meczu przyjęty: ${w.B.name}`],
    ]);
  });
});
