import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { CallerRole } from '../support/security-world';
import type { Row } from './permission-cells';
import type { LimitCell, RoomRow } from './socket-rooms';
import { permissionKey, ruleText } from './permissions';

const HEADINGS: Record<CallerRole, string> = {
  guest: 'guest',
  player: 'player (no team)',
  member: 'member of T',
  captain: 'captain of T',
  otherCaptain: 'captain of U',
  admin: 'admin',
};

const START = '<!-- permission-matrix:start -->';
const END = '<!-- permission-matrix:end -->';
const ROOMS_START = '<!-- socket-rooms:start -->';
const ROOMS_END = '<!-- socket-rooms:end -->';

/** The matrix as a markdown table: ✓ let through / ✗ refused, with the status each cell got. */
export function matrixMarkdown(rows: Row[], roles: readonly CallerRole[], routeCount: number) {
  const cells = rows.reduce((n, row) => n + row.cells.length, 0);
  const broken = rows.flatMap((row) => row.cells.filter((c) => !c.ok)).length;
  const lines = [
    `${rows.length} rows (${routeCount} routes of the route catalogue, plus body variants) × ` +
      `${roles.length} callers = **${cells} cells**, each called over HTTP; ` +
      `${broken === 0 ? 'every cell as expected' : `**${broken} cells not as expected (‼)**`}.`,
    '✓ = let through (the status it got: 2xx, or a 4xx that is a validation or state error), ' +
      '✗ = refused (401 for the guest, 403 otherwise, with the error envelope).',
    '',
    `| route | who may call | ${roles.map((r) => HEADINGS[r]).join(' | ')} |`,
    `|---|---|${roles.map(() => ':-:').join('|')}|`,
  ];
  for (const row of rows) {
    const marks = row.cells.map(
      (c) => `${c.ok ? '' : '‼ '}${c.status === 401 || c.status === 403 ? '✗' : '✓'} ${c.status}`,
    );
    lines.push(
      `| \`${permissionKey(row.permission)}\` | ${ruleText(row.permission)} | ${marks.join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/** The socket rooms as a markdown table: who was granted each room, and the rooms per socket. */
export function roomsMarkdown(rows: RoomRow[], limits: LimitCell[], roles: readonly CallerRole[]) {
  const cells = rows.reduce((n, row) => n + row.cells.length, 0);
  const broken =
    rows.flatMap((row) => row.cells.filter((c) => !c.ok)).length +
    limits.filter((l) => l.held !== l.expected).length;
  const lines = [
    `${rows.length} rooms × ${roles.length} callers = **${cells} cells**, each a \`subscribe\` on a ` +
      `socket of its own, plus the rooms one socket may hold; ` +
      `${broken === 0 ? 'every cell as expected' : `**${broken} cells not as expected (‼)**`}.`,
    '✓ = granted, ✗ = refused (the `subscribe` answer lists it under `refused`).',
    '',
    `| room | who may join | ${roles.map((r) => HEADINGS[r]).join(' | ')} |`,
    `|---|---|${roles.map(() => ':-:').join('|')}|`,
  ];
  for (const row of rows) {
    const marks = row.cells.map((c) => `${c.ok ? '' : '‼ '}${c.granted ? '✓' : '✗'}`);
    lines.push(`| ${row.room} | ${row.who} | ${marks.join(' | ')} |`);
  }
  const asked = limits[0]?.asked ?? 0;
  const held = roles.map((role) => {
    const cell = limits.find((l) => l.role === role);
    return cell ? `${cell.held === cell.expected ? '' : '‼ '}${cell.held}` : '';
  });
  lines.push(
    `| rooms one socket holds after asking for ${asked} existing league rooms (its own \`user:\`/\`admin\` rooms included) | guests 10, signed in 40 | ${held.join(' | ')} |`,
  );
  return lines.join('\n');
}

function replaceBlock(
  current: string,
  [startMark, endMark]: [string, string],
  markdown: string,
  heading: string,
): string {
  const block = `${startMark}\n${markdown}\n${endMark}`;
  const start = current.indexOf(startMark);
  const end = current.indexOf(endMark);
  return start >= 0 && end > start
    ? current.slice(0, start) + block + current.slice(end + endMark.length)
    : `${current.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
}

/** Replaces the matrix between its markers in `file` (appends the section when missing). */
export function writeMatrix(file: string, markdown: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Security\n';
  writeFileSync(file, replaceBlock(current, [START, END], markdown, 'Permission matrix'));
}

/** Replaces the socket rooms table between its markers in `file` (appends it when missing). */
export function writeRooms(file: string, markdown: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Security\n';
  writeFileSync(
    file,
    replaceBlock(current, [ROOMS_START, ROOMS_END], markdown, 'Socket rooms (generated)'),
  );
}
