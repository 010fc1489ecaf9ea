import type { IcalLinksDto } from '@liga/contracts';
import { parseCalendar } from '../../../../../test/support/ical';
import { notificationsWorld } from '../notifications/notifications.fixture';

const w = notificationsWorld('feeds');

/** The October change of 2025: 03:00 CEST → 02:00 CET on Sunday 26 October. */
const ACROSS_DST = '2025-10-26T00:30:00.000Z';

const fetchText = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

describe('iCalendar feeds: per player, team and league, parsed by ical.js', () => {
  let links: IcalLinksDto;
  let matchId: string;

  beforeAll(async () => {
    matchId = await w.challenge(w.A, w.B, ACROSS_DST);
    const accepted = await w.http.post('/api/match/accept', { matchId }, w.B.captain.token);
    expect(accepted.status).toBe(200);
    links = (await w.http.get<IcalLinksDto>('/api/ical/links', w.A.captain.token)).body.value!;
  });

  it('gives the caller a player, a team and a league address (https and webcal)', () => {
    expect(links.player.url).toMatch(
      new RegExp(`^${w.app.baseUrl}/api/ical/player/[\\w-]+\\.ics$`),
    );
    expect(links.team!.url).toContain('/api/ical/team/');
    expect(links.league!.url).toContain('/api/ical/league/');
    expect(links.team!.webcalUrl).toBe(links.team!.url.replace('http:', 'webcal:'));
    expect(links.team!.name).toBe(`Drużyna ${w.A.name}`);
  });

  it('a match across the October DST change keeps its instants (UTC, never ambiguous)', async () => {
    const feed = await fetchText(links.league!.url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.text).toContain('DTSTART:20251026T003000Z');
    expect(feed.text).toContain('DTEND:20251026T013000Z');
    expect(feed.text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    const { events } = parseCalendar(feed.text);
    const event = events.find((e) => e.uid.startsWith(`match-${matchId}@`))!;
    expect(event.start.toISOString()).toBe(ACROSS_DST);
    expect(event.end.toISOString()).toBe('2025-10-26T01:30:00.000Z');
    expect(event.startZone).toBe('');
    // shown in Warsaw: 02:30 summer time, ending at 02:30 winter time (the hour repeats)
    const warsaw = (d: Date) =>
      d.toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw', timeZoneName: 'short' });
    expect(warsaw(event.start)).toBe('26.10.2025, 2:30:00 CEST');
    expect(warsaw(event.end)).toBe('26.10.2025, 2:30:00 CET');
    expect(event).toMatchObject({
      sequence: 0,
      status: 'CONFIRMED',
      summary: `${w.A.name} – ${w.B.name}`,
      location: 'Orlik Błonia',
      geo: [50.0614, 19.9112],
    });
    expect(event.description).toContain(`Liga: ${w.leagues[0].name}`);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetchText(links.team!.url);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetchText(links.team!.url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('a cancelled match stays with STATUS:CANCELLED and a higher SEQUENCE, under a new ETag', async () => {
    const before = await fetchText(links.team!.url);
    const cancelled = await w.http.post(
      `/api/admin/match/${matchId}/cancel`,
      { reason: 'Boisko zamknięte' },
      w.admin.token,
    );
    expect(cancelled.status).toBe(200);
    const after = await fetchText(links.team!.url);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const event = parseCalendar(after.text).events.find((e) =>
      e.uid.startsWith(`match-${matchId}@`),
    )!;
    expect(event.status).toBe('CANCELLED');
    expect(event.sequence).toBe(1);
    expect(event.description).toContain('Odwołany: Boisko zamknięte');
    expect(event.uid).toBe(
      parseCalendar(before.text).events.find((e) => e.uid.startsWith(`match-${matchId}@`))!.uid,
    );
  });

  it("the player feed of the other team's player has the match too", async () => {
    const theirs = (await w.http.get<IcalLinksDto>('/api/ical/links', w.players(w.B)[0].token)).body
      .value!;
    const { events, name } = parseCalendar((await fetchText(theirs.player.url)).text);
    expect(name).toMatch(/^Mecze: /);
    expect(events.map((e) => e.uid)).toContain(
      parseCalendar((await fetchText(links.team!.url)).text).events[0].uid,
    );
  });

  it('a regenerated address replaces the old one, which answers 404 and leaks nothing', async () => {
    const regenerated = await w.http.post<IcalLinksDto>(
      '/api/ical/regenerate',
      { scope: 'team' },
      w.A.captain.token,
    );
    expect(regenerated.status).toBe(200);
    const fresh = regenerated.body.value!.team!.url;
    expect(fresh).not.toBe(links.team!.url);
    expect((await fetchText(fresh)).status).toBe(200);
    const old = await fetchText(links.team!.url);
    expect(old.status).toBe(404);
    expect(JSON.parse(old.text).errors).toEqual([
      { code: 'calendar.not_found', message: 'Nie znaleziono kalendarza.' },
    ]);
    const unknown = await fetchText(`${w.app.baseUrl}/api/ical/league/${'x'.repeat(43)}.ics`);
    expect(unknown.status).toBe(404);
    // a team token does not open a league feed
    expect((await fetchText(fresh.replace('/team/', '/league/'))).status).toBe(404);
    // the other links did not change
    expect(regenerated.body.value!.league!.url).toBe(links.league!.url);
  });

  it('downloads one match as an .ics file; refuses a bad id and an unknown match', async () => {
    const file = await fetchText(`${w.app.baseUrl}/api/ical/match/${matchId}.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="mecz-2025-10-26.ics"',
    );
    expect(parseCalendar(file.text).events).toHaveLength(1);
    expect((await fetchText(`${w.app.baseUrl}/api/ical/match/nie-mecz`)).status).toBe(400);
    expect(
      (await fetchText(`${w.app.baseUrl}/api/ical/match/00000000-0000-4000-8000-000000000000`))
        .status,
    ).toBe(404);
  });

  it('needs a caller for the addresses and a known scope to regenerate', async () => {
    expect((await w.http.get('/api/ical/links')).status).toBe(401);
    const bad = await w.http.post('/api/ical/regenerate', { scope: 'x' }, w.A.captain.token);
    expect(bad.status).toBe(400);
  });
});
