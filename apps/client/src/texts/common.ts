/** Polish texts shared by every part of the portal (UI components, API errors). */
export const commonTexts = {
  productName: 'Liga Szóstek',
  loading: 'Ładowanie…',
  close: 'Zamknij',
  cancel: 'Anuluj',
  confirm: 'Potwierdź',
  retry: 'Spróbuj ponownie',
  confirmTitle: 'Potwierdzenie',
  confirmDefault: 'Czy na pewno chcesz kontynuować?',
  notifications: 'Powiadomienia',
  inPreparation: 'Ta część portalu jest w przygotowaniu.',
  errors: {
    network: 'Nie udało się połączyć z serwerem.',
    unknown: 'Wystąpił nieznany błąd. Spróbuj ponownie.',
    badResponse: 'Serwer zwrócił nieprawidłową odpowiedź.',
    badRequest: 'Przesłane dane są nieprawidłowe.',
    unauthorized: 'Sesja wygasła. Zaloguj się ponownie.',
    forbidden: 'Nie masz uprawnień do tej operacji.',
    notFound: 'Nie znaleziono żądanych danych.',
    conflict: 'Dane zostały w międzyczasie zmienione. Odśwież stronę i spróbuj ponownie.',
    server: 'Wystąpił błąd serwera. Spróbuj ponownie później.',
  },
} as const;
