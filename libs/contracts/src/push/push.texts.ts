/** Polish messages of the Web Push calls (issue 19). */
export const PUSH_MESSAGES = {
  endpointInvalid: 'Adres subskrypcji powiadomień jest nieprawidłowy.',
  keysInvalid: 'Klucze subskrypcji powiadomień są nieprawidłowe.',
  disabled: 'Powiadomienia push nie są włączone na tym serwerze.',
} as const;
