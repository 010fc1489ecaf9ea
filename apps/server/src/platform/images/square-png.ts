import sharp from 'sharp';
import { ValidationError } from '../http/app-errors';
import { IMAGE_TEXTS } from './image.texts';

/** Decompression bombs: anything with more pixels than this is refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

const invalid = () => ValidationError.of('image.invalid', IMAGE_TEXTS.invalid);

/**
 * Decodes an uploaded file and re-encodes it as a square PNG (cover crop, EXIF orientation
 * applied, metadata dropped). The file's name and declared type are never trusted: only what
 * decodes as a raster image passes. SVG (scripts, external references) is refused.
 */
export async function toSquarePng(input: Buffer, size: number): Promise<Buffer> {
  if (input.length === 0) throw invalid();
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw describe(error);
  }
  if (metadata.format === 'svg') throw ValidationError.of('image.svg', IMAGE_TEXTS.svg);
  if (!metadata.format || !RASTER_FORMATS.has(metadata.format)) throw invalid();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw ValidationError.of('image.too_many_pixels', IMAGE_TEXTS.tooManyPixels);
  }
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (error) {
    throw describe(error);
  }
}

function describe(error: unknown): ValidationError {
  if (/pixel limit/i.test(String((error as Error)?.message))) {
    return ValidationError.of('image.too_many_pixels', IMAGE_TEXTS.tooManyPixels);
  }
  return invalid();
}

const PALETTE = ['#2f7d4f', '#1f6f8b', '#7b4fa6', '#b3541e', '#a83261', '#3d5a99', '#52796f'];

/**
 * A placeholder picture: initials on a coloured square (colour picked from `seed`), drawn as an
 * SVG we write ourselves (only letters are interpolated, escaped) and rendered to PNG.
 */
export async function initialsPng(initials: string, seed: string, size: number): Promise<Buffer> {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length];
  const text = escapeXml(initials.slice(0, 2).toUpperCase() || '?');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="${colour}"/>
    <text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#ffffff"
      font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold"
      font-size="${Math.round(size * 0.4)}">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
