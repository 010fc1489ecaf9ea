import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { CallerRole } from '../support/security-world';
import type { Row } from './permission-cells';
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

/** Replaces the matrix between its markers in `file` (appends the section when missing). */
export function writeMatrix(file: string, markdown: string): void {
  const block = `${START}\n${markdown}\n${END}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Security\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + block + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n## Permission matrix\n\n${block}\n`;
  writeFileSync(file, next);
}
