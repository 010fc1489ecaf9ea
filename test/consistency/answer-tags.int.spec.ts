import type { UserProfileDto } from '@liga/contracts';
import { type AccountsTestApp, startAccountsApp } from '../support/accounts-app';
import { createPitch } from '../support/matches';
import { createAdmin, registerVerifiedUser, type TestUser } from '../support/users';

/**
 * ETags and 304 of the read calls (issue 14): an answer's tag changes after a write the answer
 * shows; a tag is bound to its caller, so a user never gets a 304 for a tag of another user's
 * answer, personal data included; an If-None-Match that is not a well-formed list of entity
 * tags is answered as an unconditional request (200 with the body), never a 5xx.
 */
jest.setTimeout(120_000);

describe('ETag and 304 on the read calls', () => {
  let app: AccountsTestApp;
  let admin: TestUser;
  let anna: TestUser;
  let bartek: TestUser;

  beforeAll(async () => {
    app = await startAccountsApp('answer-tags');
    admin = await createAdmin(app.http, app.infra);
    anna = await registerVerifiedUser(app.http, app.infra, { firstName: 'Anna' });
    bartek = await registerVerifiedUser(app.http, app.infra, { firstName: 'Bartek' });
  });
  afterAll(() => app?.close());

  async function get(path: string, token: string | null, ifNoneMatch?: string) {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (ifNoneMatch !== undefined) headers['if-none-match'] = ifNoneMatch;
    const res = await fetch(`${app.baseUrl}${path}`, { headers });
    return { status: res.status, etag: res.headers.get('etag'), text: await res.text(), res };
  }

  const profileOf = (user: TestUser) => `/api/user/get-user-by-id?UserId=${user.id}`;

  it('answers 304 with no body to the same caller sending the answer’s tag back', async () => {
    const first = await get(profileOf(anna), anna.token);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/".+"$/);
    expect(first.res.headers.get('cache-control')).toBe('no-cache, private');
    expect((JSON.parse(first.text) as { value: UserProfileDto }).value.email).toBe(anna.email);
    const again = await get(profileOf(anna), anna.token, first.etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.etag).toBe(first.etag);
    // a list of tags naming it, weak or not
    const strong = first.etag!.slice(2);
    expect((await get(profileOf(anna), anna.token, `"x", ${strong}`)).status).toBe(304);
  });

  it('never shares a tag between users: another caller gets the full answer, not a 304', async () => {
    const annas = await get(profileOf(anna), anna.token);
    // Bartek sends the tag of Anna's own view of her profile (with her e-mail): no 304
    const bartekSees = await get(profileOf(anna), bartek.token, annas.etag!);
    expect(bartekSees.status).toBe(200);
    expect(bartekSees.etag).not.toBe(annas.etag);
    const value = (JSON.parse(bartekSees.text) as { value: UserProfileDto }).value;
    expect(value.email).toBeUndefined();
    // the same bytes for two users still carry two tags (a public answer: the season)
    const seasonA = await get('/api/season/current', anna.token);
    const seasonB = await get('/api/season/current', bartek.token);
    expect(seasonA.text).toBe(seasonB.text);
    expect(seasonA.etag).not.toBe(seasonB.etag);
    expect((await get('/api/season/current', bartek.token, seasonA.etag!)).status).toBe(200);
    // nor between a user and a guest
    const guest = await get('/api/season/current', null);
    expect(guest.etag).not.toBe(seasonA.etag);
    expect((await get('/api/season/current', null, seasonA.etag!)).status).toBe(200);
    expect((await get('/api/season/current', null, guest.etag!)).status).toBe(304);
  });

  it('changes the tag after a write the answer shows (no wait, no retry)', async () => {
    const id = await createPitch(app.http, admin, {
      name: 'Orlik przy szkole',
      latitude: 50.06,
      longitude: 19.94,
    });
    const before = await get('/api/pitch/get-pitches', admin.token);
    expect(before.status).toBe(200);
    expect(before.text).toContain('Orlik przy szkole');
    expect((await get('/api/pitch/get-pitches', admin.token, before.etag!)).status).toBe(304);
    const renamed = await app.http.put(
      '/api/pitch',
      { id, name: 'Orlik pod lasem', latitude: 50.06, longitude: 19.94 },
      admin.token,
    );
    expect(renamed.status).toBe(200);
    const after = await get('/api/pitch/get-pitches', admin.token, before.etag!);
    expect(after.status).toBe(200);
    expect(after.text).toContain('Orlik pod lasem');
    expect(after.etag).not.toBe(before.etag);
    expect((await get('/api/pitch/get-pitches', admin.token, after.etag!)).status).toBe(304);
  });

  it('a profile’s tag changes when the profile does (the read cache is per checkpoint)', async () => {
    const before = await get(profileOf(bartek), bartek.token);
    const erased = await app.http.delete(`/api/user/${anna.id}`, admin.token);
    expect(erased.status).toBe(200);
    // Anna's profile is gone for the admin at once; Bartek's own did not change
    expect((await get(profileOf(anna), admin.token)).status).toBe(404);
    expect((await get(profileOf(bartek), bartek.token, before.etag!)).status).toBe(304);
  });

  it.each([
    ['no quotes', 'abc'],
    ['an unterminated tag', '"abc'],
    ['a weak prefix without a tag', 'W/abc'],
    ['a bad element in a list', '"a", b'],
    ['a quote inside', '"a"b"'],
    ['an empty list', ','],
  ])(
    'answers a malformed If-None-Match (%s) as unconditional: 200 with the body',
    async (_what, header) => {
      const base = await get('/api/season/current', bartek.token);
      // the malformed header also names the answer's real tag, and still nothing matches
      const answer = await get('/api/season/current', bartek.token, `${header}, ${base.etag}`);
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(base.text);
      const alone = await get('/api/season/current', bartek.token, header);
      expect(alone.status).toBe(200);
      expect(alone.text).toBe(base.text);
    },
  );
});
