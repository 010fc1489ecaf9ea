import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Hostile and ordinary image files for the upload tests. */

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG's chunk types in order (IHDR, IDAT, ..., IEND). */
export function pngChunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    types.push(png.toString('ascii', at + 4, at + 8));
    at += 12 + length;
  }
  return types;
}

/** Rewrites a PNG's IHDR width and height (and its CRC): a tiny file claiming a huge image. */
export function withClaimedSize(file: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(file);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

/**
 * A real, complete black 1-bit PNG of `width`×`height`: all zeros compress about 1000:1, so a
 * file of kilobytes decodes to hundreds of megabytes of pixels.
 */
export function compressiblePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(1, 8); // bit depth 1
  ihdr.writeUInt8(0, 9); // greyscale
  const raw = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG carrying a text chunk (`tEXt`) with `text`, as cameras and editors leave them. */
export async function pngWithText(text: string): Promise<Buffer> {
  const png = await solid(120, 90).png().toBuffer();
  const iend = png.length - 12;
  const keyword = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.from(text, 'latin1')]);
  return Buffer.concat([png.subarray(0, iend), chunk('tEXt', keyword), png.subarray(iend)]);
}

export const solid = (width: number, height: number, background = '#1f6f8b') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A JPEG with EXIF (description, copyright, camera) and an orientation tag: a phone photo. */
export const jpegWithExif = (marker: string) =>
  solid(400, 300, '#c0392b')
    .jpeg()
    .withExif({ IFD0: { ImageDescription: marker, Copyright: marker, Make: marker } })
    .toBuffer();

export const webpWithExif = (marker: string) =>
  solid(300, 300, '#27ae60')
    .webp()
    .withExif({ IFD0: { ImageDescription: marker } })
    .toBuffer();
