import { inLanguage } from '@liga/contracts';

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

/** The five contact addresses of the foundation (spec section 1), in the page's language. */
export const contactAddresses: readonly ContactAddress[] = [
  {
    email: 'biuro@ligaszostek.pl',
    label: inLanguage('Biuro fundacji', 'Foundation office'),
    description: inLanguage(
      'Sprawy ogólne, zapisy drużyn i opłaty.',
      'General matters, team entries and fees.',
    ),
  },
  {
    email: 'kontakt@ligaszostek.pl',
    label: inLanguage('Kontakt dla zawodników', 'Contact for players'),
    description: inLanguage(
      'Konta, profile zawodników i pomoc techniczna.',
      'Accounts, player profiles and technical help.',
    ),
  },
  {
    email: 'sedziowie@ligaszostek.pl',
    label: inLanguage('Kolegium sędziów', 'Referees board'),
    description: inLanguage(
      'Obsada meczów, raporty i protesty.',
      'Match officials, reports and protests.',
    ),
  },
  {
    email: 'media@ligaszostek.pl',
    label: inLanguage('Media i prasa', 'Media and press'),
    description: inLanguage(
      'Akredytacje, zdjęcia i materiały prasowe.',
      'Accreditation, photos and press materials.',
    ),
  },
  {
    email: 'partnerzy@ligaszostek.pl',
    label: inLanguage('Partnerzy i sponsorzy', 'Partners and sponsors'),
    description: inLanguage(
      'Współpraca, sponsoring i nagrody.',
      'Cooperation, sponsorship and prizes.',
    ),
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
