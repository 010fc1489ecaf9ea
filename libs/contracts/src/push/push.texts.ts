import { localized, type Translation } from '../common/text-language';

/** Polish messages of the Web Push calls (issue 19). */
const PUSH_MESSAGES_PL = {
  endpointInvalid: 'Adres subskrypcji powiadomień jest nieprawidłowy.',
  keysInvalid: 'Klucze subskrypcji powiadomień są nieprawidłowe.',
  disabled: 'Powiadomienia push nie są włączone na tym serwerze.',
} as const;

const PUSH_MESSAGES_EN = {
  endpointInvalid: 'The notification subscription address is invalid.',
  keysInvalid: 'The notification subscription keys are invalid.',
  disabled: 'Push notifications are not enabled on this server.',
} satisfies Translation<typeof PUSH_MESSAGES_PL>;

/** Messages of the Web Push calls (issue 19). */
export const PUSH_MESSAGES = /* @__PURE__ */ localized(PUSH_MESSAGES_PL, PUSH_MESSAGES_EN);
