import type { ApiEnvelope } from '@liga/contracts';

/** A tiny HTTP client for API journeys: JSON in, envelope out, status kept. */
export function apiClient(baseUrl: string) {
  async function call<T>(
    method: string,
    path: string,
    options: {
      body?: unknown;
      token?: string;
      raw?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined || options.raw !== undefined)
      headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await res.text();
    let envelope: ApiEnvelope<T>;
    try {
      envelope = JSON.parse(text) as ApiEnvelope<T>;
    } catch {
      throw new Error(
        `${method} ${path} answered ${res.status} with non-JSON: ${text.slice(0, 200)}`,
      );
    }
    return { status: res.status, body: envelope, headers: res.headers };
  }
  return {
    get: <T>(path: string, token?: string) => call<T>('GET', path, { token }),
    post: <T>(path: string, body?: unknown, token?: string) =>
      call<T>('POST', path, { body, token }),
    put: <T>(path: string, body?: unknown, token?: string) => call<T>('PUT', path, { body, token }),
    delete: <T>(path: string, token?: string) => call<T>('DELETE', path, { token }),
    call,
  };
}
