/** Facts about the organising foundation, used by the landing page, footer and privacy policy. */
export const foundation = {
  name: 'Fundacja Liga Szóstek',
  shortName: 'Liga Szóstek',
  address: 'ul. Piłkarska 6, 31-000 Kraków',
  website: 'https://ligaszostek.pl',
  termsUrl: 'https://ligaszostek.pl/regulamin',
  foundedYear: 2021,
} as const;

export interface ContactAddress {
  email: string;
  label: string;
  description: string;
}

/** The five contact addresses of the foundation (spec section 1). */
export const contactAddresses: readonly ContactAddress[] = [
  {
    email: 'biuro@ligaszostek.pl',
    label: 'Biuro fundacji',
    description: 'Sprawy ogólne, zapisy drużyn i opłaty.',
  },
  {
    email: 'kontakt@ligaszostek.pl',
    label: 'Kontakt dla zawodników',
    description: 'Konta, profile zawodników i pomoc techniczna.',
  },
  {
    email: 'sedziowie@ligaszostek.pl',
    label: 'Kolegium sędziów',
    description: 'Obsada meczów, raporty i protesty.',
  },
  {
    email: 'media@ligaszostek.pl',
    label: 'Media i prasa',
    description: 'Akredytacje, zdjęcia i materiały prasowe.',
  },
  {
    email: 'partnerzy@ligaszostek.pl',
    label: 'Partnerzy i sponsorzy',
    description: 'Współpraca, sponsoring i nagrody.',
  },
];

/** The privacy-related address (data controller contact). */
export const privacyContact = contactAddresses[0].email;

/** Store pages of the companion mobile app. */
export const appStoreLinks = {
  appStore: 'https://apps.apple.com/pl/search?term=liga%20sz%C3%B3stek',
  googlePlay: 'https://play.google.com/store/search?q=liga%20szostek&c=apps',
} as const;

export const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/ligaszostek' },
  { name: 'Instagram', href: 'https://www.instagram.com/ligaszostek' },
  { name: 'YouTube', href: 'https://www.youtube.com/@ligaszostek' },
] as const;

export type SocialName = (typeof socialLinks)[number]['name'];
