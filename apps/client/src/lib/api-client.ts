import {
  type ApiEnvelope,
  type ApiError,
  textLanguage,
  VIEWS_CATCHING_UP_HEADER,
} from '@liga/contracts';
import { commonTexts } from '../texts/common';
import { navigateTo } from './navigation';
import { noteAnswerSource } from './offline-store';

/** Where a session from a temporary password is sent when the server asks for a new password. */
export const PASSWORD_CHANGE_PAGE = '/user/manage?mustChangePassword=1';

/** A failed API call: HTTP status (0 = no connection), the first error's code and Polish message. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
    readonly errors: readonly ApiError[] = [],
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Send the session's bearer token (default true when a session exists). */
  auth?: boolean;
  signal?: AbortSignal;
}

let tokenProvider: () => string | null = () => null;
let onViewsCatchingUp: () => void = () => undefined;

/** The app registers where the access token comes from (the session store). */
export function setAuthTokenProvider(provider: () => string | null): void {
  tokenProvider = provider;
}

/**
 * The app registers what to show when a write was saved but the views did not show it yet
 * (the envelope's `viewsCatchingUp`, header X-Views-Catching-Up): the toast in app/provider.tsx.
 */
export function setViewsCatchingUpListener(listener: () => void): void {
  onViewsCatchingUp = listener;
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** Polish fallback when the answer carries no error message. */
export function messageForStatus(status: number): string {
  const { errors } = commonTexts;
  if (status === 0 || status === 502 || status === 503 || status === 504) return errors.network;
  if (status === 400 || status === 422) return errors.badRequest;
  if (status === 401) return errors.unauthorized;
  if (status === 403) return errors.forbidden;
  if (status === 404) return errors.notFound;
  if (status === 409 || status === 412) return errors.conflict;
  if (status >= 500) return errors.server;
  return errors.unknown;
}

function isEnvelope(data: unknown): data is ApiEnvelope<unknown> {
  return typeof data === 'object' && data !== null && 'isSuccess' in data;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function failureFrom(status: number, envelope: ApiEnvelope<unknown> | null): ApiRequestError {
  const errors = envelope?.errors ?? [];
  const first = errors[0];
  // No envelope on a 5xx: the answer came from something between us and the API (proxy, gateway).
  const fallbackStatus = !envelope && status >= 500 ? 0 : status;
  const message = first?.message || messageForStatus(fallbackStatus);
  return new ApiRequestError(status, message, first?.code ?? null, errors);
}

function requestBody(body: unknown, isForm: boolean): BodyInit | undefined {
  if (body === undefined) return undefined;
  return isForm ? (body as FormData) : JSON.stringify(body);
}

/** How many GET answers are kept for revalidation (the least recently used go first). */
const TAGGED_ANSWERS = 200;

/**
 * The last answer of each GET URL with its ETag and the token it was read with: the next read
 * of the URL sends the tag (If-None-Match) and a 304 reuses the value, so an unchanged table
 * or ranking costs the server no serialization and the network no body. The server binds a
 * tag to the caller, so a tag kept from another session never matches; logout forgets all.
 */
const taggedAnswers = new Map<string, { etag: string; value: unknown }>();

/** Forgets every kept answer (logout, tests). */
export function clearTaggedAnswers(): void {
  taggedAnswers.clear();
}

/** Calls the API and returns the envelope's value; throws ApiRequestError on any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // the page's language: the server's refusals and e-mails answer in it (issue 19)
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': textLanguage(),
  };
  const token = options.auth === false ? null : tokenProvider();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const method = options.method ?? 'GET';
  const url = buildApiUrl(path, options.query);
  const revalidated = method === 'GET' ? taggedAnswers.get(url) : undefined;
  if (revalidated) headers['If-None-Match'] = revalidated.etag;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: requestBody(options.body, isForm),
      signal: options.signal,
      // the tags are ours to send (above): the browser's own cache stays out of it
      ...(method === 'GET' ? { cache: 'no-store' as const } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, commonTexts.errors.network);
  }

  noteAnswerSource(response);
  if (response.status === 304 && revalidated) {
    taggedAnswers.delete(url);
    taggedAnswers.set(url, revalidated);
    return revalidated.value as T;
  }
  const data = await readJson(response);
  const envelope = isEnvelope(data) ? data : null;
  if (!response.ok || envelope?.isFailure || (envelope && !envelope.isSuccess)) {
    const failure = failureFrom(response.status, envelope);
    if (failure.code === 'auth.password_change_required') {
      navigateTo(PASSWORD_CHANGE_PAGE, { replace: true });
    }
    throw failure;
  }
  if (!envelope) {
    if (response.status === 204) return undefined as T;
    throw new ApiRequestError(response.status, commonTexts.errors.badResponse);
  }
  if (envelope.viewsCatchingUp || response.headers.get(VIEWS_CATCHING_UP_HEADER) === '1') {
    onViewsCatchingUp();
  }
  const etag = method === 'GET' ? response.headers.get('ETag') : null;
  if (etag) keepTagged(url, { etag, value: envelope.value });
  return envelope.value as T;
}

function keepTagged(url: string, answer: { etag: string; value: unknown }) {
  taggedAnswers.delete(url);
  taggedAnswers.set(url, answer);
  if (taggedAnswers.size > TAGGED_ANSWERS) {
    taggedAnswers.delete(taggedAnswers.keys().next().value as string);
  }
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET', query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** multipart/form-data POST (image uploads): the browser sets the boundary header. */
  upload: <T>(path: string, form: FormData, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: form }),
};

/** The Polish message to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return commonTexts.errors.unknown;
}

/**
 * Downloads a file the API answers (a JSON export, an .ics) with the session's token: the
 * browser saves it under `filename`. Throws ApiRequestError like any call.
 */
export async function apiDownload(path: string, filename: string): Promise<void> {
  const token = tokenProvider();
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path), {
      headers: {
        'Accept-Language': textLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiRequestError(0, commonTexts.errors.network);
  }
  if (!response.ok) {
    const data = await readJson(response);
    throw failureFrom(response.status, isEnvelope(data) ? data : null);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
