import { localized, type Translation } from '@liga/contracts';
import { foundation, privacyContact } from '../../config/foundation';

export interface PolicySection {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  after?: readonly string[];
}

/** Polish privacy policy of the portal (spec section 1). */
const privacyTextsPl = {
  title: 'Polityka prywatności',
  eyebrow: 'Dokumenty',
  effective: 'Obowiązuje od 10 sierpnia 2025 r.',
  intro: `Szanujemy Twoją prywatność. Poniżej wyjaśniamy, kto przetwarza Twoje dane osobowe w portalu i aplikacji mobilnej ${foundation.shortName}, jakie dane zbieramy, w jakim celu, na jakiej podstawie i jakie prawa Ci przysługują.`,
  tocLabel: 'Spis treści',
  contactLabel: 'Kontakt w sprawie danych osobowych',
  sections: [
    {
      id: 'administrator',
      title: '1. Administrator danych',
      paragraphs: [
        `Administratorem Twoich danych osobowych jest ${foundation.name} z siedzibą pod adresem ${foundation.address} (dalej: „Fundacja”), organizator rozgrywek ligi.`,
        `We wszystkich sprawach dotyczących danych osobowych możesz napisać na adres ${privacyContact} albo listownie na adres siedziby Fundacji.`,
      ],
    },
    {
      id: 'dane',
      title: '2. Jakie dane zbieramy',
      items: [
        'imię i nazwisko,',
        'adres e-mail (login do konta),',
        'numer telefonu — jeśli go podasz, np. jako kapitan drużyny,',
        'lokalizację — położenie boisk wybieranych przy wyzwaniach oraz, za Twoją zgodą, przybliżoną lokalizację urządzenia w aplikacji mobilnej,',
        'dane profilu zawodnika: datę urodzenia, wzrost, numer na koszulce, pozycję, lepszą nogę i zdjęcie profilowe,',
        'informacje techniczne: adres IP, typ i wersję przeglądarki lub systemu, identyfikator urządzenia, datę i godzinę wizyt oraz dzienniki błędów serwera.',
      ],
    },
    {
      id: 'cele',
      title: '3. Cele i podstawy prawne przetwarzania',
      items: [
        'zakładanie i prowadzenie konta, logowanie, zarządzanie drużyną, zgłoszeniami i wyzwaniami — art. 6 ust. 1 lit. b RODO (wykonanie umowy o korzystanie z portalu),',
        'prowadzenie rozgrywek oraz statystyk: wyników, tabel, rankingów strzelców, bramkarzy i MVP — art. 6 ust. 1 lit. b RODO, a w zakresie historii ligi art. 6 ust. 1 lit. f RODO (prawnie uzasadniony interes Fundacji),',
        'zapewnienie bezpieczeństwa portalu, wykrywanie nadużyć i naprawa błędów — art. 6 ust. 1 lit. f RODO,',
        'wysyłka wiadomości związanych z kontem (link weryfikacyjny, reset hasła) — art. 6 ust. 1 lit. b RODO,',
        'lokalizacja urządzenia i zdjęcie profilowe — art. 6 ust. 1 lit. a RODO (zgoda, którą możesz w każdej chwili cofnąć),',
        'rozliczenia i obowiązki księgowe, jeśli dotyczą — art. 6 ust. 1 lit. c RODO.',
      ],
    },
    {
      id: 'odbiorcy',
      title: '4. Kto widzi Twoje dane',
      paragraphs: [
        'Twoje imię, nazwisko, zdjęcie, pozycja, numer i statystyki są widoczne dla zalogowanych użytkowników portalu, bo na tym polega liga. Adres e-mail i numer telefonu widzi tylko Fundacja.',
        'Dane powierzamy wyłącznie podmiotom, które pomagają nam prowadzić portal (hosting, wysyłka e-maili), na podstawie umów powierzenia. Nie sprzedajemy danych i nie przekazujemy ich poza Europejski Obszar Gospodarczy.',
      ],
    },
    {
      id: 'przechowywanie',
      title: '5. Jak długo przechowujemy dane i usunięcie konta',
      paragraphs: [
        'Dane konta przechowujemy do czasu jego usunięcia. Informacje techniczne (dzienniki serwera) przechowujemy nie dłużej niż 12 miesięcy.',
        'Usunięcie konta usuwa Twoje dane osobowe: imię i nazwisko, adres e-mail, numer telefonu, datę urodzenia i zdjęcie profilowe. Wyniki rozegranych meczów zostają w historii ligi, ale bez powiązania z Tobą — nie da się już z nich ustalić, kim jesteś. Dane nie wracają także przy odtwarzaniu kopii czy przeliczaniu statystyk.',
      ],
    },
    {
      id: 'prawa',
      title: '6. Twoje prawa',
      items: [
        'dostępu do danych i otrzymania ich kopii (art. 15 RODO),',
        'sprostowania danych (art. 16 RODO) — większość zmienisz sam w „Zarządzaj kontem”,',
        'usunięcia danych, czyli „prawo do bycia zapomnianym” (art. 17 RODO),',
        'ograniczenia przetwarzania (art. 18 RODO),',
        'przenoszenia danych (art. 20 RODO),',
        'sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie (art. 21 RODO),',
        'cofnięcia zgody w dowolnym momencie, bez wpływu na zgodność z prawem wcześniejszego przetwarzania (art. 7 ust. 3 RODO),',
        'wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych, ul. Stawki 2, 00-193 Warszawa (art. 77 RODO).',
      ],
      after: [`Aby skorzystać z praw, napisz na ${privacyContact}. Odpowiemy w ciągu miesiąca.`],
    },
    {
      id: 'cookies',
      title: '7. Pliki cookie i pamięć przeglądarki',
      paragraphs: [
        'Portal zapisuje w pamięci Twojej przeglądarki (localStorage) tylko to, co jest niezbędne do działania logowania: identyfikator użytkownika, nazwę użytkownika oraz tokeny sesji z datami ich ważności. Wylogowanie usuwa te dane.',
        'Nie używamy plików cookie reklamowych ani narzędzi śledzących. Jeśli w przyszłości dodamy analitykę, zapytamy Cię wcześniej o zgodę i zaktualizujemy tę politykę.',
      ],
    },
    {
      id: 'zmiany',
      title: '8. Zmiany polityki',
      paragraphs: [
        'O istotnych zmianach tej polityki poinformujemy w portalu i e-mailem co najmniej 14 dni przed ich wejściem w życie.',
      ],
    },
  ] satisfies PolicySection[],
} as const;

const privacyTextsEn = {
  title: 'Privacy policy',
  eyebrow: 'Documents',
  effective: 'In force from 10 August 2025.',
  intro: `We respect your privacy. Below we explain who processes your personal data in the ${foundation.shortName} portal and mobile app, what data we collect, for what purpose, on what legal basis and what rights you have.`,
  tocLabel: 'Contents',
  contactLabel: 'Contact about personal data',
  sections: [
    {
      id: 'administrator',
      title: '1. Data controller',
      paragraphs: [
        `The controller of your personal data is the ${foundation.shortName} Foundation, registered at ${foundation.address} (the “Foundation”), the organiser of the league's competitions.`,
        `In all matters concerning personal data you can write to ${privacyContact} or by post to the Foundation's registered address.`,
      ],
    },
    {
      id: 'dane',
      title: '2. What data we collect',
      items: [
        'first name and last name,',
        'e-mail address (the account login),',
        'phone number — if you give it, e.g. as a team captain,',
        'location — the position of the pitches chosen for challenges and, with your consent, the approximate location of your device in the mobile app,',
        'player profile data: date of birth, height, shirt number, position, stronger foot and profile photo,',
        'technical information: IP address, browser or system type and version, device identifier, date and time of visits and server error logs.',
      ],
    },
    {
      id: 'cele',
      title: '3. Purposes and legal bases of processing',
      items: [
        'creating and running the account, logging in, managing the team, requests and challenges — art. 6(1)(b) GDPR (performance of the contract for using the portal),',
        "running the competitions and statistics: results, tables, rankings of scorers, goalkeepers and MVPs — art. 6(1)(b) GDPR, and for the league's history art. 6(1)(f) GDPR (the Foundation's legitimate interest),",
        'keeping the portal secure, detecting abuse and fixing errors — art. 6(1)(f) GDPR,',
        'sending account-related messages (verification link, password reset) — art. 6(1)(b) GDPR,',
        'device location and profile photo — art. 6(1)(a) GDPR (consent, which you can withdraw at any time),',
        'settlements and accounting obligations, where they apply — art. 6(1)(c) GDPR.',
      ],
    },
    {
      id: 'odbiorcy',
      title: '4. Who sees your data',
      paragraphs: [
        "Your name, photo, position, number and statistics are visible to the portal's logged-in users, because that is what a league is about. Only the Foundation sees your e-mail address and phone number.",
        'We entrust data only to those who help us run the portal (hosting, sending e-mails), under data processing agreements. We do not sell data and do not transfer it outside the European Economic Area.',
      ],
    },
    {
      id: 'przechowywanie',
      title: '5. How long we keep data, and deleting the account',
      paragraphs: [
        'We keep account data until the account is deleted. We keep technical information (server logs) for no longer than 12 months.',
        "Deleting the account deletes your personal data: name, e-mail address, phone number, date of birth and profile photo. The results of played matches stay in the league's history, but no longer linked to you — they can no longer tell who you are. The data does not come back when a backup is restored or the statistics are recalculated either.",
      ],
    },
    {
      id: 'prawa',
      title: '6. Your rights',
      items: [
        'to access your data and get a copy of it (art. 15 GDPR),',
        'to rectify your data (art. 16 GDPR) — you can change most of it yourself in “Manage account”,',
        'to erase your data, the “right to be forgotten” (art. 17 GDPR),',
        'to restrict processing (art. 18 GDPR),',
        'to data portability (art. 20 GDPR),',
        'to object to processing based on legitimate interest (art. 21 GDPR),',
        'to withdraw consent at any time, without affecting the lawfulness of earlier processing (art. 7(3) GDPR),',
        'to lodge a complaint with the President of the Personal Data Protection Office, ul. Stawki 2, 00-193 Warsaw (art. 77 GDPR).',
      ],
      after: [`To use your rights, write to ${privacyContact}. We will answer within a month.`],
    },
    {
      id: 'cookies',
      title: '7. Cookies and browser storage',
      paragraphs: [
        "The portal stores in your browser's storage (localStorage) only what logging in needs: the user id, the user name and the session tokens with their expiry dates, and the language you chose. Logging out removes the session data.",
        'We use no advertising cookies or tracking tools. If we ever add analytics, we will ask for your consent first and update this policy.',
      ],
    },
    {
      id: 'zmiany',
      title: '8. Changes to the policy',
      paragraphs: [
        'We will announce significant changes to this policy in the portal and by e-mail at least 14 days before they take effect.',
      ],
    },
  ] satisfies PolicySection[],
} satisfies Translation<typeof privacyTextsPl>;

/** The privacy policy in the page's language. */
export const privacyTexts = /* @__PURE__ */ localized(privacyTextsPl, privacyTextsEn);
