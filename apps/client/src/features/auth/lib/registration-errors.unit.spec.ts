import { describe, expect, it } from '@jest/globals';
import { ApiRequestError } from '../../../lib/api-client';
import { fieldOfErrorCode, registrationFailureMessage } from './registration-errors';

describe('fieldOfErrorCode', () => {
  it('names the form field of a validation error', () => {
    expect(fieldOfErrorCode('validation.firstName')).toBe('firstName');
    expect(fieldOfErrorCode('validation.positionType')).toBe('position');
    expect(fieldOfErrorCode('validation.username')).toBe('email');
  });

  it('sends a taken e-mail back to the e-mail field', () => {
    expect(fieldOfErrorCode('user.email_taken')).toBe('email');
  });

  it('ignores codes that name no field of the form', () => {
    expect(fieldOfErrorCode('validation.somethingElse')).toBeNull();
    expect(fieldOfErrorCode('auth.too_many_attempts')).toBeNull();
    expect(fieldOfErrorCode(null)).toBeNull();
  });
});

describe('registrationFailureMessage', () => {
  it('shows the first error message of the answer', () => {
    const error = new ApiRequestError(409, 'x', 'user.email_taken', [
      { code: 'user.email_taken', message: 'Konto z tym adresem e-mail już istnieje.' },
      { code: 'validation.height', message: 'Wzrost…' },
    ]);
    expect(registrationFailureMessage(error)).toBe('Konto z tym adresem e-mail już istnieje.');
  });

  it('falls back to the texts of spec section 8', () => {
    expect(registrationFailureMessage(new ApiRequestError(500, 'x'))).toBe(
      'An unknown error occured.',
    );
    expect(registrationFailureMessage(new ApiRequestError(0, 'x'))).toBe(
      'An unexpected error occured.',
    );
    expect(registrationFailureMessage(new Error('boom'))).toBe('An unexpected error occured.');
  });
});
