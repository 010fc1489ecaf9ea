import { newNotificationsText } from './notifications.texts';
import { polishPlural } from '../common/polish-plural';
import { describeNotification, matchTimeText } from './notifications.texts';

const names = {
  team: (id: string) => `Team-${id}`,
  user: (id: string) => `User-${id}`,
  league: (id: string) => `League-${id}`,
  pitch: (id: string) => `Pitch-${id}`,
  cup: (id: string) => `Cup-${id}`,
};

describe('Polish plurals (Intl.PluralRules)', () => {
  it.each([
    [1, '1 nowe powiadomienie'],
    [2, '2 nowe powiadomienia'],
    [4, '4 nowe powiadomienia'],
    [5, '5 nowych powiadomień'],
    [12, '12 nowych powiadomień'],
    [22, '22 nowe powiadomienia'],
    [25, '25 nowych powiadomień'],
    [0, '0 nowych powiadomień'],
  ])('%i → %s', (n, text) => expect(newNotificationsText(n)).toBe(text));
  it('takes few for fractions', () => expect(polishPlural(1.5, 'a', 'b', 'c')).toBe('b'));
});

describe('notification texts', () => {
  it('writes the match time in Warsaw time, across the October change', () => {
    expect(matchTimeText('2026-10-25T00:30:00.000Z')).toBe('niedziela 25 października o 02:30');
    expect(matchTimeText('2026-10-25T01:30:00.000Z')).toBe('niedziela 25 października o 02:30');
    expect(matchTimeText('2025-09-05T17:00:00.000Z')).toBe('piątek 5 września o 19:00');
  });
  it('says the own goals with the right plural', () => {
    const d = describeNotification(
      {
        kind: 'report-verified',
        params: {
          matchId: 'm',
          homeTeamId: 'a',
          awayTeamId: 'b',
          homeGoals: 3,
          awayGoals: 1,
          goals: 2,
          teamId: 'a',
        },
      },
      names,
    );
    expect(d.text).toBe(
      'Wynik meczu Team-a 3:1 Team-b został zweryfikowany i liczy się w tabeli. Masz w nim 2 bramki.',
    );
    expect(d.link).toBe('/team/a');
  });
  it('links a reminder to the week of the match', () => {
    const d = describeNotification(
      {
        kind: 'match-reminder',
        params: {
          matchId: 'm',
          homeTeamId: 'a',
          awayTeamId: 'b',
          startsAt: '2025-09-07T17:00:00.000Z',
          pitchId: 'p',
        },
      },
      names,
    );
    expect(d.link).toBe('/calendar?week=2025-09-01');
  });
  it('asks who comes on the match page; tells the cup draw with its deadline day (Warsaw)', () => {
    const asked = describeNotification(
      {
        kind: 'availability-asked',
        params: {
          matchId: 'm',
          homeTeamId: 'a',
          awayTeamId: 'b',
          startsAt: '2025-09-05T17:00:00.000Z',
          pitchId: 'p',
        },
      },
      names,
    );
    expect(asked.link).toBe('/match/m');
    expect(asked.subject).toBe('Będziesz na meczu Team-a – Team-b?');
    const params = { cupId: 'c', teamId: 'a', round: 1, deadline: '2025-10-05T21:59:00.000Z' };
    const drawn = describeNotification(
      { kind: 'cup-draw', params: { ...params, opponentTeamId: 'b' } },
      names,
    );
    expect(drawn.text).toBe(
      'Cup-c: w rundzie 1 drużyna Team-a zagra z drużyną Team-b. Mecz trzeba rozegrać do 5 października.',
    );
    expect(drawn.link).toBe('/cup');
    const bye = describeNotification(
      { kind: 'cup-draw', params: { ...params, round: 2, opponentTeamId: null } },
      names,
    );
    expect(bye.text).toContain('ma wolny los i zaczyna od rundy 2');
  });
});
