import { type AccountsTestApp, startAccountsApp } from '../../../../../test/support/accounts-app';
import { registrationPayload, registerVerifiedUser } from '../../../../../test/support/users';
import sharp from 'sharp';
import { FixedClock } from '../../platform/clock/clock';
import { REGISTRATION_LIMITS } from './registration/registration-throttle';
import { USER_TEXTS } from './users.texts';

jest.setTimeout(120_000);

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  ms: number;
}

/** Issue 20: registration tells nobody which e-mails have accounts, and it is throttled. */
describe('registration answers and throttle (API, real PostgreSQL)', () => {
  const clock = new FixedClock(new Date());
  let app: AccountsTestApp;
  let addressNo = 0;
  /** A fresh client address (X-Forwarded-For, trusted from loopback) for each call. */
  const freshAddress = () => `198.18.${Math.floor(++addressNo / 250)}.${addressNo % 250}`;

  beforeAll(async () => {
    app = await startAccountsApp('registration', { clock });
  });
  afterAll(() => app.close());

  const register = async (body: unknown, address = freshAddress()): Promise<RawAnswer> => {
    const started = performance.now();
    const res = await fetch(`${app.baseUrl}/api/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      // the ETag hashes the body: only its length part can be compared
      if (name === 'etag') headers[name] = value.replace(/-[^"]+"$/, '-<hash>"');
      else if (!['date', 'x-correlation-id'].includes(name)) headers[name] = value;
    });
    return { status: res.status, headers, text, ms };
  };
  /** The answer with its two random values (id, upload token) masked. */
  const masked = (text: string) =>
    text
      .replace(/"id":"[0-9a-f-]{36}"/, '"id":"<uuid>"')
      .replace(/"avatarUploadToken":"[A-Za-z0-9_-]{43}"/, '"avatarUploadToken":"<token>"');

  it('answers a taken address byte for byte as a new one, and mails its owner instead', async () => {
    const owner = await registerVerifiedUser(app.http, app.infra);
    const fresh = await register(registrationPayload());
    const taken = await register(
      registrationPayload({ email: ` ${owner.email.toUpperCase()} `, password: 'InneHaslo1!' }),
    );
    expect(fresh.status).toBe(201);
    expect(taken.status).toBe(fresh.status);
    expect(taken.headers).toEqual(fresh.headers);
    expect(taken.text.length).toBe(fresh.text.length);
    expect(masked(taken.text)).toBe(masked(fresh.text));
    expect(masked(fresh.text)).toBe(
      '{"isSuccess":true,"isFailure":false,"value":{"id":"<uuid>","avatarUploadToken":"<token>"},"errors":[]}',
    );
    const mail = await app.smtp.waitFor(
      (m) =>
        m.to.some((to) => to.toLowerCase() === owner.email) &&
        m.subject === USER_TEXTS.mail.takenSubject,
    );
    expect(mail.text).toContain(`${app.baseUrl}/login`);
    expect(mail.text).toContain(`${app.baseUrl}/user/manage`);
    // no second account: the owner's password still opens it, the caller's does not
    const intruder = await app.http.post('/api/user/login', {
      username: owner.email,
      password: 'InneHaslo1!',
    });
    expect(intruder.status).toBe(401);
  });

  it("the decoy's upload token uploads as a real one: the same answer, nothing kept", async () => {
    const owner = await registerVerifiedUser(app.http, app.infra);
    const answerOf = (raw: RawAnswer) =>
      (JSON.parse(raw.text) as { value: { id: string; avatarUploadToken: string } }).value;
    const real = answerOf(await register(registrationPayload()));
    const decoy = answerOf(await register(registrationPayload({ email: owner.email })));
    const picture = await sharp({
      create: { width: 40, height: 40, channels: 4, background: '#1f6f8b' },
    })
      .png()
      .toBuffer();
    const upload = async ({ id, avatarUploadToken }: { id: string; avatarUploadToken: string }) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'a.png');
      const res = await fetch(`${app.baseUrl}/api/user/avatar/${id}?entityId=${id}`, {
        method: 'POST',
        headers: { 'x-upload-token': avatarUploadToken },
        body: form,
      });
      const headers: Record<string, string> = {};
      res.headers.forEach((value, name) => {
        if (!['date', 'x-correlation-id'].includes(name)) headers[name] = value;
      });
      return { status: res.status, headers, text: await res.text() };
    };
    /** The answer with its per-request correlation id (and so the ETag of the body) masked. */
    const masked = (answer: Awaited<ReturnType<typeof upload>>) => ({
      ...answer,
      headers: { ...answer.headers, etag: answer.headers.etag?.replace(/-[^"]+"$/, '-<hash>"') },
      text: answer.text.replace(/"correlationId":"[^"]+"/, '"correlationId":"<id>"'),
    });
    const realUpload = await upload(real);
    const decoyUpload = await upload(decoy);
    expect(realUpload.status).toBe(201);
    expect(decoyUpload).toEqual(realUpload);
    // both tokens are single use alike
    const [realAgain, decoyAgain] = [await upload(real), await upload(decoy)];
    expect(realAgain.status).toBe(401);
    expect(masked(decoyAgain)).toEqual(masked(realAgain));
    // and a wrong token is refused alike
    const wrong = 'x'.repeat(43);
    const [realWrong, decoyWrong] = [
      await upload({ ...real, avatarUploadToken: wrong }),
      await upload({ ...decoy, avatarUploadToken: wrong }),
    ];
    expect(realWrong.status).toBe(401);
    expect(masked(decoyWrong)).toEqual(masked(realWrong));
    // the decoy's picture is kept nowhere, and no account or stream was made for it
    const kept = await app.infra.db.query(
      `SELECT (SELECT count(*) FROM user_avatars WHERE user_id = $1)::int AS avatars,
              (SELECT count(*) FROM streams WHERE stream_id = 'user-' || $1)::int AS streams`,
      [decoy.id],
    );
    expect(kept).toEqual([{ avatars: 0, streams: 0 }]);
  });

  it('throttles per address (429 with Retry-After) without slowing other sign-ups', async () => {
    const address = '198.19.0.1';
    // a rejected form costs nothing
    for (let i = 0; i < 8; i++) {
      expect((await register({ ...registrationPayload(), password: 'x' }, address)).status).toBe(
        400,
      );
    }
    for (let i = 0; i < REGISTRATION_LIMITS.perAddress; i++) {
      expect((await register(registrationPayload(), address)).status).toBe(201);
    }
    const refused = await register(registrationPayload(), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(REGISTRATION_LIMITS.windowMs / 1000);
    expect(JSON.parse(refused.text).errors[0]).toEqual({
      code: 'user.too_many_registrations',
      message: USER_TEXTS.tooManyRegistrations,
    });
    expect((await register(registrationPayload())).status).toBe(201);
    clock.advance(REGISTRATION_LIMITS.windowMs + 1);
    expect((await register(registrationPayload(), address)).status).toBe(201);
  });

  it('throttles all registrations together (429 with Retry-After)', async () => {
    clock.advance(REGISTRATION_LIMITS.windowMs + 1);
    const now = clock.now().getTime();
    // the window already full of others' registrations, the oldest a minute ago
    await app.infra.db.query(
      `INSERT INTO registration_attempts (address, attempted_at)
       SELECT '198.20.0.' || (i % 250), $1::timestamptz + (i || ' milliseconds')::interval
         FROM generate_series(0, $2::int - 1) AS i`,
      [new Date(now - 60_000), REGISTRATION_LIMITS.overall],
    );
    const refused = await register(registrationPayload());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(REGISTRATION_LIMITS.windowMs / 1000 - 60);
    clock.advance(REGISTRATION_LIMITS.windowMs - 59_000);
    expect((await register(registrationPayload())).status).toBe(201);
  });
});
