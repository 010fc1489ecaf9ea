import { foundation, privacyContact } from '../../config/foundation';

export interface PolicySection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  after?: string[];
}

/** Polish privacy policy of the portal (spec section 1). */
export const privacyTexts = {
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
