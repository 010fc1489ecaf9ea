import sharp from 'sharp';
import { apiClient } from '../../../../../test/support/api';
import { type TestInfrastructure } from '../../../../../test/support/infrastructure';
import { uploadFile } from '../../../../../test/support/teams';
import { registerVerifiedUser, type TestUser } from '../../../../../test/support/users';
import { teamsWorld } from './teams.fixture';

jest.setTimeout(60_000);

/** The team image: placeholder, upload (re-encoded), refusals (text, SVG, size, bombs), deletion. */
describe('teams API rules: team image', () => {
  const world = teamsWorld('teams_image');
  const { drain, create, team } = world;
  let infra: TestInfrastructure;
  let url: string;
  let http: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let captain: TestUser;
  let player: TestUser;
  let other: TestUser;
  let teamId: string;
  beforeAll(() => {
    ({ infra, url, http, admin, captain, player, other, teamId } = world);
  });

  describe('team image', () => {
    const png = () =>
      sharp({ create: { width: 640, height: 400, channels: 3, background: '#c00' } })
        .png()
        .toBuffer();

    it('a team without an image gets a generated PNG placeholder (no token needed)', async () => {
      const res = await fetch(`${url}/api/team/image/${teamId}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
    });

    it('the captain uploads: re-encoded to 256×256 PNG; strangers get 403', async () => {
      const refused = await uploadFile(
        url,
        `/api/team/image/${teamId}?entityId=${teamId}`,
        other.token,
        await png(),
      );
      expect(refused.status).toBe(403);
      const ok = await uploadFile(
        url,
        `/api/team/image/${teamId}?entityId=${teamId}`,
        captain.token,
        await png(),
      );
      expect(ok.status).toBe(201);
      await drain();
      const t = await team();
      expect(t).toMatchObject({ hasImage: true, imageUrl: `/api/team/image/${teamId}?v=1` });
      const res = await fetch(`${url}${t.imageUrl}`);
      expect(res.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
    });

    it('refuses text, SVG and files over 5 MB with 400', async () => {
      const path = `/api/team/image/${teamId}`;
      const text = await uploadFile(url, path, captain.token, Buffer.from('hello'), 'image/png');
      expect(text.status).toBe(400);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      const svgRes = await uploadFile(url, path, captain.token, svg, 'image/svg+xml');
      expect(svgRes.status).toBe(400);
      const big = await uploadFile(url, path, captain.token, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
      expect(big.status).toBe(400);
      const mismatch = await uploadFile(
        url,
        `${path}?entityId=${player.id}`,
        captain.token,
        await png(),
      );
      expect(mismatch.status).toBe(400);
    });

    it('refuses a decompression bomb (too many pixels) with 400', async () => {
      const bomb = await sharp({
        create: { width: 9000, height: 9000, channels: 3, background: '#000' },
        limitInputPixels: false,
      })
        .png({ compressionLevel: 9, palette: true })
        .toBuffer();
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      const res = await uploadFile(url, `/api/team/image/${teamId}`, captain.token, bomb);
      expect(res.status).toBe(400);
    });

    it('takes the image of the create payload (base64) and refuses a broken one', async () => {
      const [a, b] = await Promise.all([
        registerVerifiedUser(http, infra, { firstName: 'Ewa' }),
        registerVerifiedUser(http, infra, { firstName: 'Igor' }),
      ]);
      const dataUrl = `data:image/png;base64,${(await png()).toString('base64')}`;
      const ok = await create(a.token, {
        name: 'Z Obrazkiem',
        shortName: 'ZOB',
        imageUrl: dataUrl,
      });
      expect(ok.status).toBe(201);
      await drain();
      expect(await team(ok.body.value!.id)).toMatchObject({ hasImage: true });
      const broken = await create(b.token, {
        name: 'Zepsuty Obrazek',
        shortName: 'ZEP',
        imageUrl: Buffer.from('not an image').toString('base64'),
      });
      expect(broken.status).toBe(400);
      expect(broken.body.errors[0].code).toBe('image.invalid');
    });

    it('the admin deletes the image; the placeholder is back', async () => {
      const res = await http.delete(`/api/team/image/${teamId}?entityId=${teamId}`, admin.token);
      expect(res.status).toBe(200);
      await drain();
      expect(await team()).toMatchObject({
        hasImage: false,
        imageUrl: `/api/team/image/${teamId}`,
      });
    });
  });
});
