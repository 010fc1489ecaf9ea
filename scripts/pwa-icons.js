#!/usr/bin/env node
// Draws the PWA icons (apps/client/public/icons) from the brand mark of app/layout/brand.tsx:
// `node scripts/pwa-icons.js`. Pure Node (zlib), no image tools needed.
'use strict';

const zlib = require('zlib'),
  fs = require('fs');
const ACCENT = [0xc3, 0xf5, 0x3c, 255],
  DARK = [0x0b, 0x10, 0x03, 255],
  BG = [0x0a, 0x0e, 0x17, 255],
  NONE = [0, 0, 0, 0];
const PENT = [
  [20, 14.5],
  [25.2, 18.3],
  [23.2, 24.5],
  [16.8, 24.5],
  [14.8, 18.3],
];
function inPoly(x, y) {
  let c = false;
  for (let i = 0, j = PENT.length - 1; i < PENT.length; j = i++) {
    const [xi, yi] = PENT[i],
      [xj, yj] = PENT[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}
function inRound(x, y, r) {
  const cx = Math.min(Math.max(x, r), 40 - r),
    cy = Math.min(Math.max(y, r), 40 - r);
  return x >= 0 && x <= 40 && y >= 0 && y <= 40 && (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}
function mark(x, y) {
  if (!inRound(x, y, 9)) return null;
  const d = Math.hypot(x - 20, y - 20);
  if ((d >= 9.5 && d <= 12.5) || inPoly(x, y)) return DARK;
  return ACCENT;
}
function colour(x, y, maskable) {
  if (maskable) {
    const m = mark((x - 8) / 0.6, (y - 8) / 0.6);
    return m ?? BG;
  }
  return mark(x, y) ?? NONE;
}
function png(size, maskable) {
  const S = 4,
    raw = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py++) {
    raw[py * (size * 4 + 1)] = 0;
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < S; sy++)
        for (let sx = 0; sx < S; sx++) {
          const c = colour(
            ((px + (sx + 0.5) / S) / size) * 40,
            ((py + (sy + 0.5) / S) / size) * 40,
            maskable,
          );
          const a = c[3] / 255;
          acc[0] += c[0] * a;
          acc[1] += c[1] * a;
          acc[2] += c[2] * a;
          acc[3] += c[3];
        }
      const n = S * S,
        alpha = acc[3] / n,
        o = py * (size * 4 + 1) + 1 + px * 4;
      const k = alpha > 0 ? 255 / alpha / n : 0;
      raw[o] = Math.round(acc[0] * k);
      raw[o + 1] = Math.round(acc[1] * k);
      raw[o + 2] = Math.round(acc[2] * k);
      raw[o + 3] = Math.round(alpha);
    }
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32 ? zlib.crc32(td) >>> 0 : crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
const out = process.argv[2] ?? require('path').join(__dirname, '../apps/client/public/icons');
fs.writeFileSync(`${out}/icon-192.png`, png(192, false));
fs.writeFileSync(`${out}/icon-512.png`, png(512, false));
fs.writeFileSync(`${out}/maskable-512.png`, png(512, true));
fs.writeFileSync(`${out}/apple-touch-icon.png`, png(180, true));
