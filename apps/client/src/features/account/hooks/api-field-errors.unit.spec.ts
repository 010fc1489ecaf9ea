import { describe, expect, it } from '@jest/globals';
import { ApiRequestError } from '../../../lib/api-client';
import { fieldOfApiError } from './api-field-errors';

const FIELDS = ['firstName', 'height', 'password'];

function failure(status: number, code: string, message: string) {
  return new ApiRequestError(status, message, code, [{ code, message }]);
}

describe('fieldOfApiError', () => {
  it('marks the password field when the current password is wrong', () => {
    const error = failure(400, 'user.wrong_password', 'Podane hasło jest nieprawidłowe.');
    expect(fieldOfApiError(error, FIELDS, 'password')).toEqual({
      field: 'password',
      message: 'Podane hasło jest nieprawidłowe.',
    });
  });

  it('marks the new password when it equals the current one', () => {
    const error = failure(400, 'user.same_password', 'Nowe hasło musi różnić się od obecnego.');
    expect(fieldOfApiError(error, FIELDS, 'currentPassword', 'newPassword')?.field).toBe(
      'newPassword',
    );
  });

  it('marks the field a validation error names', () => {
    expect(
      fieldOfApiError(failure(400, 'validation.height', 'Wzrost…'), FIELDS, 'password'),
    ).toEqual({ field: 'height', message: 'Wzrost…' });
  });

  it('leaves general failures to the message above the form', () => {
    expect(fieldOfApiError(failure(409, 'conflict', 'Zmieniono'), FIELDS, 'password')).toBeNull();
    expect(fieldOfApiError(new ApiRequestError(0, 'brak sieci'), FIELDS, 'password')).toBeNull();
  });
});
