import type { RegisterUserResultDto, UserProfileDto } from '@liga/contracts';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { type AccountsTestApp, startAccountsApp } from '../../../../../test/support/accounts-app';
import {
  createAdmin,
  registerVerifiedUser,
  registrationPayload,
  type TestUser,
} from '../../../../../test/support/users';

jest.setTimeout(60_000);

/** Rewrites a PNG's IHDR width and height (and its CRC): a tiny file claiming a huge image. */
function withClaimedSize(file: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(file);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/** Avatars: decoded and re-encoded server-side; anything that is not a raster image is a 400. */
describe('avatars (API, real PostgreSQL)', () => {
  let app: AccountsTestApp;
  let ala: TestUser;
  let ola: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await startAccountsApp('avatars');
    [ala, ola, admin] = await Promise.all([
      registerVerifiedUser(app.http, app.infra, { firstName: 'Ala', lastName: 'Nowak' }),
      registerVerifiedUser(app.http, app.infra, { firstName: 'Ola', lastName: 'Wiśniewska' }),
      createAdmin(app.http, app.infra),
    ]);
  });
  afterAll(() => app.close());

  const upload = async (
    userId: string,
    file: Buffer,
    options: {
      token?: string;
      field?: string;
      name?: string;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const form = new FormData();
    form.append(
      options.field ?? 'file',
      new Blob([new Uint8Array(file)], { type: 'image/png' }),
      options.name ?? 'a.png',
    );
    const res = await fetch(`${app.baseUrl}/api/user/avatar/${userId}?entityId=${userId}`, {
      method: 'POST',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      body: form,
    });
    return {
      status: res.status,
      body: (await res.json()) as { errors: Array<{ code: string; message: string }> },
    };
  };
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: '#1f6f8b' } })
      .png()
      .toBuffer();

  it('a person without an avatar gets an initials placeholder PNG, with ETag revalidation', async () => {
    const res = await fetch(`${app.baseUrl}/api/user/avatar/${ala.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('must-revalidate');
    const etag = res.headers.get('etag')!;
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    const again = await fetch(`${app.baseUrl}/api/user/avatar/${ala.id}`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('the owner uploads any raster image; it becomes a 256x256 PNG (cover crop), cached by version', async () => {
    const wide = await sharp({
      create: { width: 1200, height: 300, channels: 3, background: '#fff' },
    })
      .webp()
      .toBuffer();
    expect((await upload(ala.id, wide, { token: ala.token, name: 'photo.txt' })).status).toBe(201);
    await app.settle();
    const profile = await app.http.get<UserProfileDto>(`/api/user/${ala.id}`, ala.token);
    expect(profile.body.value!.imageUrl).toBe(`/api/user/avatar/${ala.id}?v=1`);
    const res = await fetch(`${app.baseUrl}${profile.body.value!.imageUrl}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
    const rows = await app.infra.db.query(`SELECT version FROM user_avatars WHERE user_id = $1`, [
      ala.id,
    ]);
    expect(rows).toEqual([{ version: 1 }]);
    const events = await app.infra.db.query(
      `SELECT data FROM events WHERE stream_id = $1 AND event_type = 'AvatarChanged'`,
      [`user-${ala.id}`],
    );
    expect(Object.keys(events[0].data).sort()).toEqual(['changedAt', 'userId', 'version']);
  });

  it.each([
    ['a text file named .png', Buffer.from('to nie jest obrazek, tylko tekst'), 'image.invalid'],
    ['an empty file', Buffer.alloc(0), 'image.invalid'],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      'image.svg',
    ],
    ['a truncated PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'image.invalid'],
  ])('refuses %s with a 400 in Polish', async (_what, file, code) => {
    const res = await upload(ola.id, file, { token: ola.token });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe(code);
    expect(res.body.errors[0].message).toMatch(/obraz|SVG/i);
  });

  it('refuses a file over 5 MB, a missing file field, and a decompression bomb', async () => {
    const big = await upload(ola.id, Buffer.alloc(5 * 1024 * 1024 + 10, 1), { token: ola.token });
    expect(big.status).toBe(400);
    expect(big.body.errors[0]).toEqual({
      code: 'image.too_large',
      message: 'Plik jest za duży. Maksymalny rozmiar to 5 MB.',
    });
    const field = await upload(ola.id, await png(10, 10), { token: ola.token, field: 'avatar' });
    expect(field.status).toBe(400);
    expect(field.body.errors[0].code).toBe('image.missing');
    // a 10x10 PNG whose header claims 30000 x 30000 pixels (would decode to 3.6 GB)
    const bomb = withClaimedSize(await png(10, 10), 30_000, 30_000);
    const res = await upload(ola.id, bomb, { token: ola.token });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('image.too_many_pixels');
  });

  it('an admin may replace or delete an avatar; the owner may delete it; the version moves on', async () => {
    expect((await upload(ola.id, await png(300, 300), { token: admin.token })).status).toBe(201);
    const byOwner = await app.http.delete(
      `/api/user/avatar/${ola.id}?entityId=${ola.id}`,
      ola.token,
    );
    expect(byOwner.status).toBe(200);
    expect((await upload(ola.id, await png(300, 300), { token: ola.token })).status).toBe(201);
    const byAdmin = await app.http.delete(
      `/api/user/avatar/${ola.id}?entityId=${ola.id}`,
      admin.token,
    );
    expect(byAdmin.status).toBe(200);
    await app.settle();
    const [row] = await app.infra.db.query(
      `SELECT has_avatar, avatar_version FROM rm_users WHERE id = $1`,
      [ola.id],
    );
    expect(row).toEqual({ has_avatar: false, avatar_version: 4 });
    expect(
      await app.infra.db.query(`SELECT 1 FROM user_avatars WHERE user_id = $1`, [ola.id]),
    ).toEqual([]);
    const mismatch = await app.http.delete(
      `/api/user/avatar/${ola.id}?entityId=${ala.id}`,
      admin.token,
    );
    expect(mismatch.status).toBe(400);
  });

  it('the avatar picked at registration is uploaded with the one-time token from the answer', async () => {
    const registered = await app.http.post<RegisterUserResultDto>(
      '/api/user',
      registrationPayload(),
    );
    const { id, avatarUploadToken } = registered.body.value!;
    const wrong = await upload(id, await png(50, 50), { headers: { 'x-upload-token': 'zly' } });
    expect(wrong.status).toBe(401);
    const foreign = await upload(ola.id, await png(50, 50), {
      headers: { 'x-upload-token': avatarUploadToken },
    });
    expect(foreign.status).toBe(401);
    const ok = await upload(id, await png(50, 50), {
      headers: { 'x-upload-token': avatarUploadToken },
    });
    expect(ok.status).toBe(201);
    const twice = await upload(id, await png(50, 50), {
      headers: { 'x-upload-token': avatarUploadToken },
    });
    expect(twice.status).toBe(401);
  });
});
