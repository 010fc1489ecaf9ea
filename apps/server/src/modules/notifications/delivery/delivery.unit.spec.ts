import { nextDigestSlot } from './digest-channel';
import { renderMailHtml, renderMailText } from '../../../platform/mail/mail-layout';
import { readUnsubscribeToken, UNSUBSCRIBE_TTL_MS, unsubscribeToken } from './unsubscribe-token';

const key = Buffer.alloc(32, 7);
const now = new Date('2025-09-01T08:00:00.000Z');
const claim = {
  userId: '11111111-2222-4333-8444-555555555555',
  target: 'challenge-received' as const,
};

describe('unsubscribe tokens (RFC 8058 links)', () => {
  it('round-trips a claim', () => {
    expect(readUnsubscribeToken(key, unsubscribeToken(key, claim, now), now)).toEqual(claim);
  });

  it('refuses a tampered, foreign-key, expired or malformed token', () => {
    const token = unsubscribeToken(key, claim, now);
    const [payload, signature] = token.split('.');
    const other = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('challenge-received', 'report-verified'),
    ).toString('base64url');
    expect(readUnsubscribeToken(key, `${other}.${signature}`, now)).toBeNull();
    expect(readUnsubscribeToken(Buffer.alloc(32, 8), token, now)).toBeNull();
    expect(
      readUnsubscribeToken(key, token, new Date(now.getTime() + UNSUBSCRIBE_TTL_MS + 1000)),
    ).toBeNull();
    expect(readUnsubscribeToken(key, 'abc', now)).toBeNull();
    expect(readUnsubscribeToken(key, `${token}.x`, now)).toBeNull();
  });
});

describe('digest slots: 18:00 in Warsaw', () => {
  it("today's slot before 18:00, tomorrow's after (summer and winter time)", () => {
    expect(nextDigestSlot(new Date('2025-09-01T08:00:00Z')).toISOString()).toBe(
      '2025-09-01T16:00:00.000Z',
    );
    expect(nextDigestSlot(new Date('2025-09-01T16:00:00Z')).toISOString()).toBe(
      '2025-09-02T16:00:00.000Z',
    );
    expect(nextDigestSlot(new Date('2025-12-31T20:00:00Z')).toISOString()).toBe(
      '2026-01-01T17:00:00.000Z',
    );
  });
});

describe('mail layout', () => {
  const frame = {
    title: 'T',
    greeting: 'Cześć Ola!',
    blocks: [{ text: 'Drużyna <b>X</b> & co' }],
    action: { href: 'https://liga.example/user/challenges', label: 'Zobacz w portalu' },
    footer: 'Stopka',
    footerLinks: [{ href: 'https://liga.example/unsubscribe?token=a', label: 'Wypisz' }],
  };
  it('escapes every text in the HTML part', () => {
    const html = renderMailHtml(frame);
    expect(html).toContain('Drużyna &lt;b&gt;X&lt;/b&gt; &amp; co');
    expect(html).not.toContain('<b>X</b>');
    expect(html).toContain('href="https://liga.example/user/challenges"');
  });
  it('writes links out in the text part', () => {
    const text = renderMailText(frame);
    expect(text).toContain('Zobacz w portalu: https://liga.example/user/challenges');
    expect(text).toContain('Wypisz: https://liga.example/unsubscribe?token=a');
  });
});
