import { textLanguage } from '@liga/contracts';

/**
 * The portal's look in an e-mail: the dark top bar with the lime "LIGA" mark, a light card
 * (readable in every mail app, dark mode included), a lime button, a quiet footer. Table
 * layout and inline styles only, as mail apps need; every text is escaped.
 */
const COLORS = {
  bar: '#0a0e17',
  accent: '#c3f53c',
  page: '#eef2f8',
  card: '#ffffff',
  text: '#141b2b',
  muted: '#5b6478',
};
const FONT = "'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface MailBlock {
  /** A paragraph (plain text, escaped here). */
  text: string;
  /** An optional link under it. */
  link?: { href: string; label: string };
}

export interface MailFrame {
  title: string;
  greeting: string;
  blocks: MailBlock[];
  /** The main button. */
  action: { href: string; label: string };
  footer: string;
  footerLinks: Array<{ href: string; label: string }>;
}

const paragraph = (html: string) =>
  `<p style="margin:0 0 16px;font:16px/1.5 ${FONT};color:${COLORS.text}">${html}</p>`;

const smallLink = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#3d5a00;font-weight:600">${escapeHtml(label)}</a>`;

/** The multipart's HTML part. */
export function renderMailHtml(frame: MailFrame): string {
  const blocks = frame.blocks
    .map((b) =>
      paragraph(escapeHtml(b.text) + (b.link ? `<br>${smallLink(b.link.href, b.link.label)}` : '')),
    )
    .join('');
  const footerLinks = frame.footerLinks
    .map(
      (l) =>
        `<a href="${escapeHtml(l.href)}" style="color:${COLORS.muted}">${escapeHtml(l.label)}</a>`,
    )
    .join(' &middot; ');
  return `<!doctype html>
<html lang="${textLanguage()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light"><title>${escapeHtml(frame.title)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="background:${COLORS.bar};border-radius:12px 12px 0 0;padding:18px 24px">
<span style="font:800 22px/1 ${FONT};letter-spacing:0.12em;color:${COLORS.accent}">LIGA</span>
<span style="font:600 13px/1 ${FONT};color:#a9b4c8;padding-left:8px">piłka sześcioosobowa</span>
</td></tr>
<tr><td style="background:${COLORS.card};border-radius:0 0 12px 12px;padding:28px 24px">
${paragraph(`<strong>${escapeHtml(frame.greeting)}</strong>`)}
${blocks}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 4px"><tr>
<td style="background:${COLORS.accent};border-radius:8px">
<a href="${escapeHtml(frame.action.href)}" style="display:inline-block;padding:12px 22px;font:700 16px/1 ${FONT};color:${COLORS.bar};text-decoration:none">${escapeHtml(frame.action.label)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 8px;font:13px/1.5 ${FONT};color:${COLORS.muted}">
${escapeHtml(frame.footer)}<br>${footerLinks}
</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** The multipart's plain-text part: the same content, links written out. */
export function renderMailText(frame: MailFrame): string {
  const blocks = frame.blocks.map((b) => (b.link ? `${b.text}\n${b.link.href}` : b.text));
  const footerLinks = frame.footerLinks.map((l) => `${l.label}: ${l.href}`);
  return [
    frame.greeting,
    '',
    ...blocks.flatMap((b) => [b, '']),
    `${frame.action.label}: ${frame.action.href}`,
    '',
    '-- ',
    frame.footer,
    ...footerLinks,
  ].join('\n');
}
