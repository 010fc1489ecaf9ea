import fc from 'fast-check';
import sharp from 'sharp';
import { IMAGE_TEXTS } from '../../apps/server/src/platform/images/image.texts';
import { type FuzzWorld, startFuzzWorld } from '../support/fuzz-world';
import {
  compressiblePng,
  jpegWithExif,
  pngChunkTypes,
  pngWithText,
  solid,
  webpWithExif,
  withClaimedSize,
} from '../support/image-files';

/**
 * Hostile uploads to both image routes (avatar, team image): every refusal is a clean 400 with
 * a Polish message that writes nothing and does not blow up the process's memory; every accepted
 * picture is re-encoded, so what is stored carries none of the uploaded file's metadata or
 * payload.
 */
jest.setTimeout(180_000);

interface Target {
  name: string;
  path: () => string;
  token: () => string;
  stored: () => Promise<Buffer | null>;
}

interface Part {
  bytes: Buffer | string;
  field?: string;
  filename?: string;
  type?: string;
}

const MARKER = 'TAJNE-METADANE-GPS-50.06N';
/** Pixels and their layout only (pHYs: the pixel density libvips always writes). */
const ALLOWED_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT', 'IEND']);

describe('uploads (avatar and team image)', () => {
  let world: FuzzWorld;
  let targets: Target[];

  beforeAll(async () => {
    world = await startFuzzWorld('uploads');
    const { player, captain, home } = world.fixtures;
    const db = world.app.infra.db;
    const storedPng = async (sql: string, id: string) => {
      const rows: Array<{ png: Buffer }> = await db.query(sql, [id]);
      return rows[0]?.png ?? null;
    };
    targets = [
      {
        name: 'avatar',
        path: () => `/api/user/avatar/${player.id}?entityId=${player.id}`,
        token: () => player.token,
        stored: () => storedPng('SELECT png FROM user_avatars WHERE user_id = $1', player.id),
      },
      {
        name: 'team image',
        path: () => `/api/team/image/${home.id}?entityId=${home.id}`,
        token: () => captain.token,
        stored: () => storedPng('SELECT png FROM team_images WHERE team_id = $1', home.id),
      },
    ];
  });
  afterAll(() => world?.close());

  /** What an upload may change: the event log, the claimed keys and the stored pictures. */
  async function mark(): Promise<string> {
    const [row] = await world.app.infra.db.query(
      `SELECT (SELECT coalesce(sum(version), 0) FROM user_avatars)::text AS avatars,
              (SELECT coalesce(sum(version), 0) FROM team_images)::text AS teams`,
    );
    return `${await world.writeMark()}/${row.avatars}/${row.teams}`;
  }

  /** Sends the parts as multipart/form-data and follows the process's memory meanwhile. */
  async function upload(target: Target, parts: Part[] | { raw: string; contentType: string }) {
    let body: FormData | string;
    const headers: Record<string, string> = { authorization: `Bearer ${target.token()}` };
    if (Array.isArray(parts)) {
      body = new FormData();
      for (const part of parts) {
        const blob = new Blob(
          [typeof part.bytes === 'string' ? part.bytes : new Uint8Array(part.bytes)],
          { type: part.type ?? 'image/png' },
        );
        body.append(part.field ?? 'file', blob, part.filename ?? 'zdjecie.png');
      }
    } else {
      body = parts.raw;
      headers['content-type'] = parts.contentType;
    }
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      const res = await fetch(`${world.app.baseUrl}${target.path()}`, {
        method: 'POST',
        headers,
        body,
      }).catch((error: Error & { cause?: unknown }) => {
        // undici says only "fetch failed": name the socket error (reset, closed early …)
        throw new Error(`${error.message}: ${String(error.cause)}`);
      });
      const envelope = (await res.json()) as {
        isSuccess: boolean;
        errors: Array<{ code: string; message: string }>;
      };
      return { status: res.status, envelope, growthMb: (peak - baseline) / 1024 / 1024 };
    } finally {
      clearInterval(sampler);
    }
  }

  const svgWithScript = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)">' +
      '<script>fetch("/api/user")</script><rect width="64" height="64"/></svg>',
  );
  /** Both a GIF header and a script: `GIF89a` opens a JavaScript comment-and-assignment. */
  const gifScriptPolyglot = Buffer.from('GIF89a/*\u0000\u0000*/=1;alert(document.cookie)//;');

  const refusals: Array<
    [string, () => Promise<Part[] | { raw: string; contentType: string }>, string, string]
  > = [
    [
      'a text file named .png and typed image/png',
      async () => [{ bytes: 'to nie jest obrazek, tylko tekst' }],
      'image.invalid',
      IMAGE_TEXTS.invalid,
    ],
    [
      'a GIF/JavaScript polyglot',
      async () => [{ bytes: gifScriptPolyglot, filename: 'a.gif', type: 'image/gif' }],
      'image.invalid',
      IMAGE_TEXTS.invalid,
    ],
    [
      'a PNG whose header declares 50000×50000 pixels',
      async () => [
        { bytes: withClaimedSize(await solid(10, 10).png().toBuffer(), 50_000, 50_000) },
      ],
      'image.too_many_pixels',
      IMAGE_TEXTS.tooManyPixels,
    ],
    [
      'a complete 18 KB PNG that inflates to 144 megapixels',
      async () => [{ bytes: compressiblePng(12_000, 12_000) }],
      'image.too_many_pixels',
      IMAGE_TEXTS.tooManyPixels,
    ],
    [
      'an SVG with a script',
      async () => [{ bytes: svgWithScript, filename: 'herb.svg', type: 'image/svg+xml' }],
      'image.svg',
      IMAGE_TEXTS.svg,
    ],
    [
      'an SVG with a script, named and typed as a PNG',
      async () => [{ bytes: svgWithScript }],
      'image.svg',
      IMAGE_TEXTS.svg,
    ],
    [
      'an empty file',
      async () => [{ bytes: Buffer.alloc(0) }],
      'image.invalid',
      IMAGE_TEXTS.invalid,
    ],
    [
      'a 20 MB file',
      async () => [{ bytes: Buffer.alloc(20 * 1024 * 1024, 0x41) }],
      'image.too_large',
      IMAGE_TEXTS.tooLarge(5),
    ],
    [
      'a picture in a field other than `file`',
      async () => [{ bytes: await solid(50, 50).png().toBuffer(), field: 'avatar' }],
      'image.missing',
      IMAGE_TEXTS.missing,
    ],
    [
      'two files at once',
      async () => {
        const png = await solid(50, 50).png().toBuffer();
        return [{ bytes: png }, { bytes: png }];
      },
      'image.bad_upload',
      IMAGE_TEXTS.badUpload,
    ],
    [
      'a JSON body instead of a form',
      async () => ({ raw: '{"file":"iVBORw0KGgo="}', contentType: 'application/json' }),
      'image.missing',
      IMAGE_TEXTS.missing,
    ],
    [
      'a multipart body cut off before its end',
      async () => ({
        raw: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        contentType: 'multipart/form-data; boundary=x',
      }),
      'image.bad_upload',
      IMAGE_TEXTS.badUpload,
    ],
  ];

  it('the base64 picture of a new team goes through the same decoding: a bomb or an SVG is a 400', async () => {
    const { captain, league } = world.fixtures;
    const create = async (file: Buffer) => {
      const before = await mark();
      const res = await world.app.http.post(
        '/api/team',
        {
          name: 'Drużyna Bomba',
          shortName: 'BMB',
          leagueId: league.id,
          imageUrl: file.toString('base64'),
        },
        captain.token,
      );
      expect(await mark()).toBe(before);
      return { status: res.status, error: res.body.errors[0] };
    };
    expect(await create(compressiblePng(12_000, 12_000))).toEqual({
      status: 400,
      error: { code: 'image.too_many_pixels', message: IMAGE_TEXTS.tooManyPixels },
    });
    expect(await create(svgWithScript)).toEqual({
      status: 400,
      error: { code: 'image.svg', message: IMAGE_TEXTS.svg },
    });
  });

  it('corrupted pictures (bytes flipped, cut short) in every format are a 201 or a clean 400, never a 5xx', async () => {
    const originals = await Promise.all([
      solid(40, 30).png().toBuffer(),
      solid(40, 30).jpeg().toBuffer(),
      solid(40, 30).webp().toBuffer(),
      solid(40, 30).gif().toBuffer(),
      solid(40, 30).tiff().toBuffer(),
      solid(40, 30).avif().toBuffer(),
    ]);
    const corrupted = fc
      .record({
        original: fc.constantFrom(...originals),
        flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        cut: fc.option(fc.nat(), { nil: null }),
      })
      .map(({ original, flips, cut }) => {
        const bytes = Buffer.from(original);
        for (const [at, value] of flips) bytes[at % bytes.length] = value;
        return cut === null ? bytes : bytes.subarray(0, cut % bytes.length);
      });
    const avatar = targets.find((t) => t.name === 'avatar')!;
    await fc.assert(
      fc.asyncProperty(corrupted, async (bytes) => {
        const res = await upload(avatar, [{ bytes }]);
        if (res.status === 201) return;
        if (res.status !== 400 || !res.envelope.errors[0]?.message.startsWith('Ten plik')) {
          throw new Error(`${res.status}: ${JSON.stringify(res.envelope.errors)}`);
        }
      }),
      {
        seed: Number(process.env.FUZZ_SEED ?? 20261121),
        numRuns: Number(process.env.FUZZ_RUNS ?? 150),
      },
    );
  });

  describe.each(['avatar', 'team image'])('%s', (targetName) => {
    const target = () => targets.find((t) => t.name === targetName)!;

    it.each(refusals)(
      'refuses %s: 400 in Polish, nothing written, memory bounded',
      async (_what, parts, code, message) => {
        const before = await mark();
        const res = await upload(target(), await parts());
        expect({ status: res.status, error: res.envelope.errors[0] }).toEqual({
          status: 400,
          error: { code, message },
        });
        expect(await mark()).toBe(before);
        expect(res.growthMb).toBeLessThan(150);
      },
    );

    it.each([
      ['a JPEG with EXIF', () => jpegWithExif(MARKER), 'image/jpeg'],
      ['a WebP with EXIF', () => webpWithExif(MARKER), 'image/webp'],
      ['a PNG with a text chunk', () => pngWithText(MARKER), 'image/png'],
      [
        'a PNG followed by an HTML page (a polyglot that decodes)',
        async () =>
          Buffer.concat([
            await solid(80, 80).png().toBuffer(),
            Buffer.from(`<html><script>alert("${MARKER}")</script></html>`),
          ]),
        'image/png',
      ],
    ])(
      'accepts %s and stores a re-encoded 256×256 PNG without its metadata',
      async (_what, file, type) => {
        const input = await file();
        expect(input.includes(MARKER)).toBe(true);
        const res = await upload(target(), [{ bytes: input, type }]);
        expect(res.status).toBe(201);
        const stored = (await target().stored())!;
        const meta = await sharp(stored).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(pngChunkTypes(stored).filter((type) => !ALLOWED_CHUNKS.has(type))).toEqual([]);
        expect(stored.includes(MARKER)).toBe(false);
        expect(stored.includes('<script')).toBe(false);
      },
    );
  });
});
