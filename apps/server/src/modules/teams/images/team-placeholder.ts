import sharp from 'sharp';

const COLOURS = ['#2f7d4f', '#1f6f8b', '#7b4fa6', '#b3541e', '#a83261', '#3d5a99', '#52796f'];
const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 500;

function colourFor(seed: string): string {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return COLOURS[hash % COLOURS.length];
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The picture of a team without an image: its short name on a shield in a colour picked
 * from the team id. The SVG is ours (only the escaped short name is interpolated).
 */
export async function teamPlaceholderPng(teamId: string, shortName: string): Promise<Buffer> {
  const key = `${teamId}|${shortName}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const label = escapeXml(shortName.slice(0, 3) || '?');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <path d="M128 14 L226 50 V120 C226 178 184 222 128 244 C72 222 30 178 30 120 V50 Z"
      fill="${colourFor(teamId)}" stroke="#ffffff" stroke-width="8"/>
    <text x="128" y="140" dy="0.1em" text-anchor="middle" fill="#ffffff"
      font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold"
      font-size="64">${label}</text>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, png);
  return png;
}
