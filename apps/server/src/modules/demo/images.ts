import sharp from 'sharp';
import type { Random } from './random';

/** League colours as the client shows them (apps/client/src/styles/tokens.css). */
export const LEAGUE_COLOURS: Record<string, string> = {
  'Liga 1': '#f5c84c',
  'Liga 2': '#60a5fa',
  'Liga 3': '#f87171',
  'Liga 4': '#34d399',
  'Liga 5': '#c084fc',
  'Liga 6': '#fb923c',
  'Liga 6A': '#22d3ee',
  'Liga 6B': '#f472b6',
  'Liga 7': '#a3e635',
  'Liga 7A': '#818cf8',
  'Liga 7B': '#2dd4bf',
  'Liga 7C': '#e879f9',
};
const OTHER_COLOUR = '#94a3b8';

/** Shirt colours of the teams (a team's second colour on its shield). */
export const KIT_COLOURS = [
  '#b91c1c',
  '#1d4ed8',
  '#15803d',
  '#111827',
  '#f8fafc',
  '#7c2d12',
  '#6d28d9',
  '#0e7490',
  '#be185d',
  '#ca8a04',
  '#334155',
  '#047857',
];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

/** The look of a team's shield, drawn from the team's own random source. */
export interface ShieldStyle {
  kit: string;
  pattern: 'stripes' | 'half' | 'band' | 'plain';
  star: boolean;
}

export function shieldStyle(random: Random): ShieldStyle {
  return {
    kit: random.pick(KIT_COLOURS),
    pattern: random.pick(['stripes', 'half', 'band', 'plain'] as const),
    star: random.chance(0.3),
  };
}

/** A 256×256 PNG team shield: the league colour, the team's kit colour and its short name. */
export async function shieldPng(
  shortName: string,
  leagueName: string | null,
  style: ShieldStyle,
): Promise<Buffer> {
  const league = (leagueName && LEAGUE_COLOURS[leagueName]) || OTHER_COLOUR;
  const shield = 'M128 14 L226 46 L218 150 Q206 214 128 244 Q50 214 38 150 L30 46 Z';
  const patterns: Record<ShieldStyle['pattern'], string> = {
    stripes: [70, 114, 158]
      .map((x) => `<rect x="${x}" y="0" width="24" height="256" fill="${style.kit}"/>`)
      .join(''),
    half: `<rect x="128" y="0" width="128" height="256" fill="${style.kit}"/>`,
    band: `<path d="M0 80 L256 190 L256 236 L0 126 Z" fill="${style.kit}"/>`,
    plain: '',
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <defs><clipPath id="s"><path d="${shield}"/></clipPath></defs>
    <path d="${shield}" fill="${league}"/>
    <g clip-path="url(#s)">${patterns[style.pattern]}</g>
    <path d="${shield}" fill="none" stroke="#0f172a" stroke-width="10" stroke-linejoin="round"/>
    <rect x="40" y="104" width="176" height="64" rx="10" fill="#0f172a" opacity="0.85"/>
    <text x="128" y="150" text-anchor="middle" font-family="${FONT}" font-weight="bold"
      font-size="46" fill="#ffffff">${escapeXml(shortName)}</text>
    ${style.star ? '<path d="M128 48 l9 19 21 3 -15 15 4 21 -19 -10 -19 10 4 -21 -15 -15 21 -3 z" fill="#fde047" stroke="#0f172a" stroke-width="3"/>' : ''}
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

const SKY = ['#1e293b', '#0f766e', '#1e3a8a', '#3f3f46', '#365314', '#7f1d1d', '#4c1d95'];
const SKIN = ['#f1c27d', '#e0ac69', '#ffdbac', '#c68642', '#f5d0a9'];
const HAIR = ['#2d1b0e', '#4a2c17', '#1a1a1a', '#a0522d', '#d2b48c', '#6b4423'];

/**
 * An AVATAR_SIZE (256×256) PNG avatar: a player in the team's shirt with his number, his
 * initials on top; square, without metadata, as the upload path's re-encoding leaves a picture.
 */
export async function avatarPng(
  initials: string,
  shirtNumber: number | null,
  kit: string,
  random: Random,
): Promise<Buffer> {
  const background = random.pick(SKY);
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const numberFill = kit === '#f8fafc' ? '#111827' : '#ffffff';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <rect width="256" height="256" fill="${background}"/>
    <path d="M40 256 L52 196 Q60 168 96 160 L160 160 Q196 168 204 196 L216 256 Z" fill="${kit}"
      stroke="#0f172a" stroke-width="3"/>
    <rect x="112" y="140" width="32" height="26" fill="${skin}"/>
    <ellipse cx="128" cy="112" rx="38" ry="44" fill="${skin}"/>
    <path d="M90 104 Q92 62 128 62 Q166 62 166 104 Q156 84 128 84 Q100 84 90 104 Z" fill="${hair}"/>
    <text x="128" y="236" text-anchor="middle" font-family="${FONT}" font-weight="bold"
      font-size="44" fill="${numberFill}">${shirtNumber ?? ''}</text>
    <rect x="8" y="8" width="78" height="40" rx="8" fill="#0f172a" opacity="0.75"/>
    <text x="47" y="37" text-anchor="middle" font-family="${FONT}" font-weight="bold"
      font-size="24" fill="#ffffff">${escapeXml(initials)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
