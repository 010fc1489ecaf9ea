/** One error in the response envelope: a stable code and a Polish message for people. */
export interface ApiError {
  code: string;
  message: string;
}

/** The shape of every answer of the API, errors included (spec section 7). */
export interface ApiEnvelope<T> {
  isSuccess: boolean;
  isFailure: boolean;
  value: T | null;
  errors: ApiError[];
  correlationId?: string;
  /**
   * Present (true) only when a command's write is durable but some view (list, table) did not
   * show it yet when the answer left: the views are catching up (header X-Views-Catching-Up: 1).
   */
  viewsCatchingUp?: true;
}

/** The header that repeats `viewsCatchingUp` of the envelope. */
export const VIEWS_CATCHING_UP_HEADER = 'X-Views-Catching-Up';

export function success<T>(value: T): ApiEnvelope<T> {
  return { isSuccess: true, isFailure: false, value, errors: [] };
}

export function failure(errors: ApiError[], correlationId?: string): ApiEnvelope<never> {
  return { isSuccess: false, isFailure: true, value: null, errors, correlationId };
}
