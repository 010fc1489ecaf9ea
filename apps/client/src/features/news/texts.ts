import { localized, type Translation } from '@liga/contracts';

/** Polish texts of the home (news) page (spec section 2, "Home (news) page"). */
const newsTextsPl = {
  logos: {
    label: 'Drużyny ligi',
    previous: 'Poprzednie drużyny',
    next: 'Następne drużyny',
    empty: 'Wolne miejsce',
    teamLink: (name: string) => `${name} (otwiera się w nowej karcie)`,
  },
  slideshow: {
    heading: 'AKTUALNOŚCI',
    label: 'Aktualności — pokaz slajdów',
    goTo: (n: number, title: string) => `Slajd ${n}: ${title}`,
    pause: 'Zatrzymaj pokaz',
    play: 'Wznów pokaz',
    slideOf: (n: number, total: number) => `${n} z ${total}`,
    roleDescription: 'karuzela',
    slideRoleDescription: 'slajd',
  },
  slides: [
    {
      theme: 'league',
      eyebrow: 'Liga',
      title: 'Sezon w pełni',
      text: 'Co tydzień kilkadziesiąt meczów w ligach od 1 do 7B. Sprawdź tabelę, wyniki i formę swojej drużyny.',
      cta: 'Zobacz tabelę',
    },
    {
      theme: 'cup',
      eyebrow: 'Puchar',
      title: 'Puchar Ligi Szóstek',
      text: 'Najlepsze drużyny wszystkich lig zagrają o trofeum fundacji. Rozgrywki pucharowe wystartują wkrótce.',
      cta: 'Strona pucharu',
    },
    {
      theme: 'winter',
      eyebrow: 'Zimowy Puchar',
      title: 'Zimą też gramy',
      text: 'Zimowy Puchar to turniej dla drużyn, które nie chcą czekać na wiosnę. Zapisy ruszą po zakończeniu sezonu jesiennego.',
      cta: 'Strona pucharu',
    },
  ],
  filters: {
    heading: 'Filtry',
    chosen: (league: string) => `Wybrana liga: ${league}`,
  },
  recent: 'OSTATNIE MECZE',
  rankings: 'RANKINGI',
  table: 'TABELA',
  more: 'Pokaż więcej',
} as const;

const newsTextsEn = {
  logos: {
    label: "The league's teams",
    previous: 'Previous teams',
    next: 'Next teams',
    empty: 'Free place',
    teamLink: (name: string) => `${name} (opens in a new tab)`,
  },
  slideshow: {
    heading: 'NEWS',
    label: 'News — slideshow',
    goTo: (n: number, title: string) => `Slide ${n}: ${title}`,
    pause: 'Pause the slideshow',
    play: 'Resume the slideshow',
    slideOf: (n: number, total: number) => `${n} of ${total}`,
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
  },
  slides: [
    {
      theme: 'league',
      eyebrow: 'League',
      title: 'The season is in full swing',
      text: "Dozens of matches every week in leagues 1 to 7B. Check the table, the results and your team's form.",
      cta: 'See the table',
    },
    {
      theme: 'cup',
      eyebrow: 'Cup',
      title: 'The Liga Szóstek Cup',
      text: "The best teams of every league will play for the foundation's trophy. The cup competition starts soon.",
      cta: 'Cup page',
    },
    {
      theme: 'winter',
      eyebrow: 'Winter Cup',
      title: 'We play in winter too',
      text: "The Winter Cup is a tournament for teams that don't want to wait for spring. Entries open after the autumn season ends.",
      cta: 'Cup page',
    },
  ],
  filters: {
    heading: 'Filters',
    chosen: (league: string) => `Chosen league: ${league}`,
  },
  recent: 'RECENT MATCHES',
  rankings: 'RANKINGS',
  table: 'TABLE',
  more: 'Show more',
} satisfies Translation<typeof newsTextsPl>;

/** Texts of the home (news) page in the page's language. */
export const newsTexts = /* @__PURE__ */ localized(newsTextsPl, newsTextsEn);
