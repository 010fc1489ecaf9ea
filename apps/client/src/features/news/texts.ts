/** Polish texts of the home (news) page (spec section 2, "Home (news) page"). */
export const newsTexts = {
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
