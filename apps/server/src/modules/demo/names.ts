import type { Random } from './random';

/** 'Jan Piotr' -> ['Jan', 'Piotr']. */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);
/** 'Stare Wygi | Dzikie Koty' -> ['Stare Wygi', 'Dzikie Koty']. */
const list = (text: string): string[] =>
  text
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);

/** Polish first names (men's six-a-side league: the players are men). */
export const FIRST_NAMES = words(`
  Jakub Jan Szymon Antoni Filip Kacper Mateusz Michał Bartosz Wojciech Piotr Paweł Tomasz
  Krzysztof Marcin Łukasz Adam Dawid Kamil Maciej Marek Grzegorz Rafał Sebastian Damian
  Patryk Karol Dominik Hubert Igor Oskar Wiktor Aleksander Mikołaj Stanisław Józef Andrzej
  Tadeusz Artur Daniel Adrian Przemysław Radosław Konrad Norbert Robert Sławomir Zbigniew
  Jacek Jarosław Leszek Mariusz Dariusz Arkadiusz Krystian Emil Miłosz Julian Franciszek
  Ignacy Tymon Borys Gabriel Kajetan Olaf Witold Bogdan Ryszard Henryk Eryk Fabian Błażej
  Cezary Ksawery Remigiusz
`);

/** Polish surnames in their masculine form. */
export const LAST_NAMES = words(`
  Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański
  Woźniak Dąbrowski Kozłowski Jankowski Mazur Wojciechowski Kwiatkowski Krawczyk Kaczmarek
  Piotrowski Grabowski Zając Pawłowski Michalski Król Wieczorek Jabłoński Wróbel Nowakowski
  Majewski Olszewski Stępień Malinowski Jaworski Adamczyk Dudek Nowicki Pawlak Górski
  Witkowski Walczak Sikora Baran Rutkowski Michalak Szewczyk Ostrowski Tomaszewski Pietrzak
  Zalewski Wróblewski Marciniak Jasiński Zawadzki Bąk Jakubowski Sadowski Duda Włodarczyk
  Wilk Chmielewski Borkowski Sokołowski Szczepański Sawicki Lis Kucharski Kalinowski Wysocki
  Mazurek Kubiak Maciejewski Czarnecki Kołodziej Urbański Kaźmierczak Sobczak Konieczny
  Głowacki Zakrzewski Krajewski Krupa Adamski Wawrzyniak Laskowski Ziółkowski Sowa Kurek
  Gajewski Szulc Mróz Bielecki Leśniak Gąsior Pająk Kruk Cieślak Fijałkowski Ptak Siwiec Gil
  Skiba Bednarz Pilch Kmita Gawron Mucha Ryba Florek Węgrzyn Pałka Trela Piekarz Bujak Kania
  Smoleń Chrobak Ćwik Żak Żurek Łabuda Śliwa Gołąb Nawrot Kapusta Bałut Zięba Kogut Gancarz
  Cholewa Stachura Sroka Janik Dziedzic Kłosowski Tokarz Mikulski
`);

/** Kraków districts and towns around it: [nominative, genitive]. */
export const PLACES: ReadonlyArray<readonly [string, string]> = list(`
  Podgórze/Podgórza | Kazimierz/Kazimierza | Krowodrza/Krowodrzy | Bronowice/Bronowic |
  Prądnik/Prądnika | Ruczaj/Ruczaju | Nowa Huta/Nowej Huty | Dębniki/Dębnik |
  Zabłocie/Zabłocia | Grzegórzki/Grzegórzek | Czyżyny/Czyżyn | Bieżanów/Bieżanowa |
  Prokocim/Prokocimia | Łagiewniki/Łagiewnik | Salwator/Salwatora | Zwierzyniec/Zwierzyńca |
  Azory/Azorów | Olsza/Olszy | Mistrzejowice/Mistrzejowic | Bieńczyce/Bieńczyc |
  Tyniec/Tyńca | Swoszowice/Swoszowic | Kurdwanów/Kurdwanowa | Płaszów/Płaszowa |
  Wieliczka/Wieliczki | Skawina/Skawiny | Zielonki/Zielonek | Mogiła/Mogiły |
  Pychowice/Pychowic | Łobzów/Łobzowa | Kliny/Klinów | Piaski/Piasków | Czyżówka/Czyżówki |
  Wola Justowska/Woli Justowskiej | Borek Fałęcki/Borku Fałęckiego | Kleparz/Kleparza |
  Wesoła/Wesołej | Przegorzały/Przegorzał | Złocień/Złocienia | Ruszcza/Ruszczy
`).map((pair) => pair.split('/') as [string, string]);

/** Plural nicknames: 'Orły Nowej Huty'. */
const NICKNAMES = words(`
  Orły Lwy Smoki Wilki Sokoły Żubry Rysie Jastrzębie Niedźwiedzie Husarze Gryfy Tygrysy
  Pantery Kruki Dziki Bizony Szerszenie Rekiny Lisy Byki Bociany Kozły Mustangi Borsuki
`);
/** Club-style names before a place in the nominative: 'KS Podgórze', 'Zryw Olsza'. */
const CLUB_PREFIXES = words(`
  KS FC Sparta Zryw Czarni Błękitni Orlęta Olimpia Victoria Iskra Grom Huragan Tęcza Płomień
  Start Unia Wawel Piast Krakus Strzelcy
`);
/** Names of teams of friends, not tied to a place. */
const STANDALONE = list(`
  Stare Wygi | Dzikie Koty | Betoniarze | Biało Czerwoni | Galacticos | Dream Team |
  Nocne Marki | Szybkie Bolki | AZS AGH | AZS UEK | AZS UJ | AZS Politechnika |
  Drużyna Pierścienia | Zielona Fala | Młode Wilki | Stalowe Nogi | Lotne Ptaki | Kosmiczni |
  Mocarze | Dragoni | Ciężka Artyleria | Rakieta | Drewniane Buty | Zgrana Paka |
  Kamieniarze | Kolejarze | Tramwajarze | Informatycy | Lekarze FC | Szachiści |
  Żółte Kartki | Spalony | Poprzeczka | Ostatnia Minuta | Remis
`);

/** A 3-character short name: initials, or the first letters of a one-word part. */
export function shortNameOf(name: string, taken: Set<string>, random: Random): string {
  const words = name.split(' ');
  const upper = (s: string) => s.toLocaleUpperCase('pl-PL');
  const letters = upper(name.replace(/ /g, ''));
  const candidates: string[] = [];
  if (words.length >= 3)
    candidates.push(
      upper(
        words
          .slice(0, 3)
          .map((w) => w[0])
          .join(''),
      ),
    );
  if (words.length === 2) {
    const [a, b] = words;
    if (a.length <= 3 && a === upper(a)) {
      candidates.push(upper(a[0] + b.slice(0, 2)));
      candidates.push(upper(a.slice(0, 2) + b[0]));
    }
    candidates.push(
      upper(a[0] + b[0] + b[1]),
      upper(a.slice(0, 2) + b[0]),
      upper(a[0] + b[0] + b.at(-1)!),
    );
  }
  if (words.length === 1) candidates.push(upper(words[0].slice(0, 3)));
  candidates.push(
    upper(words[0][0] + (words[1]?.[0] ?? words[0][1]) + (words.at(-1)!.at(-1) ?? 'X')),
  );
  for (const c of candidates) {
    if (c.length === 3 && !taken.has(c)) {
      taken.add(c);
      return c;
    }
  }
  for (let i = 0; i < 200; i++) {
    const c = letters[0] + letters[1 + random.int(0, letters.length - 2)] + random.int(0, 9);
    if (!taken.has(c)) {
      taken.add(c);
      return c;
    }
  }
  return upper(letters.slice(0, 3));
}

/** `count` different team names (at most 40 characters each), Kraków flavoured. */
export function teamNames(random: Random, count: number): string[] {
  const names = new Set<string>();
  const places = random.shuffle(PLACES);
  const standalone = random.shuffle(STANDALONE);
  let guard = 0;
  while (names.size < count && guard++ < count * 50) {
    const kind = random.weighted([
      ['nickname', 5],
      ['club', 4],
      ['standalone', standalone.length > 0 ? 1 : 0],
    ] as const);
    let name: string;
    if (kind === 'standalone') {
      name = standalone.pop()!;
    } else {
      const [nominative, genitive] = random.pick(places);
      name =
        kind === 'nickname'
          ? `${random.pick(NICKNAMES)} ${genitive}`
          : `${random.pick(CLUB_PREFIXES)} ${nominative}`;
    }
    if (name.length <= 40) names.add(name);
  }
  return [...names];
}

/** ASCII for an e-mail address: 'Łukasz Ćwik' -> 'lukasz', 'cwik'. */
export function asciiFold(text: string): string {
  const map: Record<string, string> = {
    ą: 'a',
    ć: 'c',
    ę: 'e',
    ł: 'l',
    ń: 'n',
    ó: 'o',
    ś: 's',
    ź: 'z',
    ż: 'z',
  };
  return text
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (c) => map[c])
    .replace(/[^a-z0-9]/g, '');
}
