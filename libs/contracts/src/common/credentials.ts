/** Password and e-mail rules, shared by forms and the server (no zod: the shell imports them). */

export const PASSWORD_HINT = 'Minimum 8 znaków: A-Z, a-z, 0-9, @ $ ! % * ? &';
export const PASSWORD_PATTERN =
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
