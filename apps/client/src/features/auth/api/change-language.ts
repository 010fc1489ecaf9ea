import type { ChangeLanguageRequest } from '@liga/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/user/change-language {language} (issue 19): the language a logged-in person
 * switched to, kept with their account (their e-mails, a login on another device).
 */
export function changeAccountLanguage(language: ChangeLanguageRequest['language']): Promise<null> {
  return api.post<null>('/api/user/change-language', { language });
}
