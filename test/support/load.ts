import type { ApiEnvelope } from '@liga/contracts';

/** One HTTP answer seen by a load loop (or the failure to get one). */
export interface LoadAnswer {
  request: LoadRequest;
  /** ms since the load started, when the request was sent */
  at: number;
  ms: number;
  /** 0: no answer (connection error or the client's timeout) */
  status: number;
  retryAfter: string | null;
  body: ApiEnvelope<unknown> | null;
  failure: string | null;
}

export interface LoadRun {
  answers: LoadAnswer[];
  /** When the load started (Date.now()). */
  startedAt: number;
  /** Stops the loops after their requests in flight and returns every answer. */
  stop(): Promise<LoadAnswer[]>;
}

export interface LoadRequest {
  method: string;
  path: string;
  token?: string;
  body?: unknown;
}

/**
 * Runs `concurrency` loops, each sending the next request as soon as the previous one answered
 * (with a client timeout, so a hanging server shows as a failure, not as a stuck test).
 */
export function runLoad(
  baseUrl: string,
  options: {
    concurrency: number;
    timeoutMs: number;
    /** The n-th request overall, sent by loop number `loop` (0 … concurrency - 1). */
    next: (n: number, loop: number) => LoadRequest;
    pauseMs?: number;
  },
): LoadRun {
  const answers: LoadAnswer[] = [];
  const startedAt = Date.now();
  let running = true;
  let n = 0;
  const loop = async (_: unknown, index: number) => {
    while (running) {
      answers.push(await send(baseUrl, options.next(n++, index), startedAt, options.timeoutMs));
      if (options.pauseMs) await new Promise((r) => setTimeout(r, options.pauseMs));
    }
  };
  const loops = Array.from({ length: options.concurrency }, loop);
  return {
    answers,
    startedAt,
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

async function send(
  baseUrl: string,
  request: LoadRequest,
  startedAt: number,
  timeoutMs: number,
): Promise<LoadAnswer> {
  const sent = Date.now();
  const headers: Record<string, string> = {};
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const answer = { request, at: sent - startedAt, retryAfter: null, body: null, failure: null };
  try {
    const res = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: ApiEnvelope<unknown> | null = null;
    try {
      body = JSON.parse(text) as ApiEnvelope<unknown>;
    } catch {
      /* not the envelope: kept as null, the test says so */
    }
    return {
      ...answer,
      ms: Date.now() - sent,
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body,
    };
  } catch (error) {
    return { ...answer, ms: Date.now() - sent, status: 0, failure: String(error) };
  }
}

/** How many answers of each status, e.g. `{ 201: 812, 503: 40 }`. */
export function statusCounts(answers: LoadAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

/** ms from `since` (a Date.now()) to the sending of the first request after it that succeeded. */
export function msToFirstSuccess(run: { answers: LoadAnswer[]; startedAt: number }, since: number) {
  const first = run.answers.find(
    (a) => a.at + run.startedAt >= since && a.status > 0 && a.status < 300,
  );
  return first ? first.at + run.startedAt - since : Number.NaN;
}

/** A load balancer's view: `/api/health/ready` asked every 100 ms. */
export function probeReadiness(baseUrl: string, timeoutMs = 8_000): LoadRun {
  return runLoad(baseUrl, {
    concurrency: 1,
    timeoutMs,
    pauseMs: 100,
    next: () => ({ method: 'GET', path: '/api/health/ready' }),
  });
}
