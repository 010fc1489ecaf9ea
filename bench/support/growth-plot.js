'use strict';

/**
 * The growth bench's figures as one SVG (four panels against the seasons of history): the
 * table call's req/s next to its floor, its p99, the rebuild and first-start times, and the
 * database size. Plain SVG, no library: the bench renders it to PNG with Chromium.
 */

const W = 1200;
const H = 760;
const PANEL = { w: 540, h: 280 };
const COLORS = ['#1f6feb', '#8c959f', '#d1242f'];

const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
const num = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** One panel: lines of `series` ({name, values, digits}) over `xs`, axes from 0. */
function panel(x0, y0, title, unit, xs, series) {
  const left = 70;
  const bottom = 40;
  const plotW = PANEL.w - left - 20;
  const plotH = PANEL.h - bottom - 40;
  // the axis spans the planned sizes (up to 30 seasons) even when a run measured fewer
  const xMax = Math.max(30, ...xs);
  const yMax = Math.max(1e-9, ...series.flatMap((s) => s.values)) * 1.15;
  const px = (x) => x0 + left + (x / xMax) * plotW;
  const py = (y) => y0 + 40 + plotH - (y / yMax) * plotH;
  const parts = [
    `<text x="${x0 + left}" y="${y0 + 22}" font-size="17" font-weight="600">${esc(title)}</text>`,
    `<line x1="${px(0)}" y1="${py(0)}" x2="${px(xMax)}" y2="${py(0)}" stroke="#444"/>`,
    `<line x1="${px(0)}" y1="${py(0)}" x2="${px(0)}" y2="${py(yMax)}" stroke="#444"/>`,
    `<text x="${x0 + 8}" y="${py(yMax / 2)}" font-size="12" transform="rotate(-90 ${x0 + 14} ${py(yMax / 2)})">${esc(unit)}</text>`,
  ];
  for (let i = 0; i <= 4; i++) {
    const y = (yMax / 4) * i;
    parts.push(
      `<line x1="${px(0)}" y1="${py(y)}" x2="${px(xMax)}" y2="${py(y)}" stroke="#ddd"/>`,
      `<text x="${px(0) - 6}" y="${py(y) + 4}" font-size="11" text-anchor="end">${num(y, y < 10 ? 1 : 0)}</text>`,
    );
  }
  for (const x of [...new Set([...xs, 1, 10, 30])].filter((x) => x <= xMax)) {
    parts.push(
      `<text x="${px(x)}" y="${py(0) + 18}" font-size="12" text-anchor="middle">${x}</text>`,
    );
  }
  parts.push(
    `<text x="${px(xMax / 2)}" y="${py(0) + 34}" font-size="12" text-anchor="middle">seasons of history</text>`,
  );
  series.forEach((s, i) => {
    const color = s.color ?? COLORS[i % COLORS.length];
    const points = xs.map((x, j) => `${px(x)},${py(s.values[j])}`).join(' ');
    parts.push(`<polyline points="${points}" fill="none" stroke="${color}" stroke-width="2.5"/>`);
    xs.forEach((x, j) => {
      parts.push(
        `<circle cx="${px(x)}" cy="${py(s.values[j])}" r="4" fill="${color}"/>`,
        `<text x="${px(x) + 6}" y="${py(s.values[j]) + (i % 2 === 0 ? -8 : 18)}" font-size="12" fill="${color}">${num(s.values[j], s.digits ?? 0)}${s.suffix ?? ''}</text>`,
      );
    });
    parts.push(
      `<rect x="${x0 + left + i * 250}" y="${y0 + PANEL.h + 8}" width="12" height="12" fill="${color}"/>`,
      `<text x="${x0 + left + 18 + i * 250}" y="${y0 + PANEL.h + 19}" font-size="12">${esc(s.name)}</text>`,
    );
  });
  return parts.join('\n');
}

function growthSvg(results, meta) {
  const xs = results.map((r) => r.seasons);
  const pick = (key) => results.map((r) => r[key]);
  const panels = [
    panel(40, 60, 'Table call (50 connections, captain token)', 'requests/s', xs, [
      { name: 'Liga API', values: pick('tableRps') },
      { name: 'bare Node (same bytes)', values: pick('floorRps'), color: '#8c959f' },
    ]),
    panel(620, 60, 'Table call p99', 'ms', xs, [
      { name: 'Liga API p99', values: pick('tableP99'), color: '#d1242f' },
    ]),
    panel(40, 400, 'Rebuild and first start', 'seconds', xs, [
      { name: 'rebuild (all projections)', values: pick('rebuildSeconds'), digits: 1 },
      {
        name: 'first start (no read tables)',
        values: pick('firstStartSeconds'),
        digits: 1,
        color: '#bf8700',
      },
    ]),
    panel(620, 400, 'Database size', 'MiB', xs, [
      { name: 'pg_database_size', values: pick('databaseMiB'), digits: 1, color: '#1a7f37' },
    ]),
  ];
  const partial = xs.length < 3 ? ` — partial run: ${xs.join(', ')} season(s) measured` : '';
  const subtitle =
    `npm run bench:growth, ${meta.measuredAt.slice(0, 16).replace('T', ' ')} UTC; load average ` +
    `${meta.loadStart} at start, ${meta.loadEnd} at the end (2 shared cores)${partial}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="40" y="32" font-size="21" font-weight="700">Liga: costs as the history grows</text>`,
    `<text x="40" y="52" font-size="13" fill="#555">${esc(subtitle)}</text>`,
    ...panels,
    '</svg>',
  ].join('\n');
}

module.exports = { growthSvg };
