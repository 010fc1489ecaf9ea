import type { ChangeMessage, LeagueDto, SeasonDto } from '@liga/contracts';
import { SOCKET_EVENTS, type SubscribeAnswer } from '@liga/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import type { apiClient } from './api';

/** Helpers of the teams API tests (not a test file itself). */
type Http = ReturnType<typeof apiClient>;

export async function currentLeagues(http: Http): Promise<LeagueDto[]> {
  const season = (await http.get<SeasonDto>('/api/season/current')).body.value!;
  return (await http.get<LeagueDto[]>(`/api/league/get-leagues-by-season-id?SeasonId=${season.id}`))
    .body.value!;
}

export async function socketFor(url: string, token: string, rooms: string[]) {
  const socket: Socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const answer = (await socket.emitWithAck(SOCKET_EVENTS.subscribe, { rooms })) as SubscribeAnswer;
  const messages: ChangeMessage[] = [];
  onChange(socket, (m) => messages.push(m));
  return { socket, answer, messages };
}

/**
 * Calls `listener` for every message of every `change` packet (one packet per room and batch
 * carries that room's messages as its arguments; the recovery offset, a string, is skipped).
 */
export function onChange(socket: Socket, listener: (message: ChangeMessage) => void): void {
  socket.on(SOCKET_EVENTS.change, (...args: unknown[]) => {
    for (const arg of args)
      if (typeof arg === 'object' && arg !== null) listener(arg as ChangeMessage);
  });
}

/** Resolves when a message matching `predicate` has arrived (or rejects after `ms`). */
export async function until(
  messages: ChangeMessage[],
  predicate: (m: ChangeMessage) => boolean,
  ms = 5000,
): Promise<ChangeMessage> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = messages.find(predicate);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no matching push within ${ms} ms: ${JSON.stringify(messages)}`);
}

/** Multipart upload of one file in field `file`. */
export async function uploadFile(
  baseUrl: string,
  path: string,
  token: string,
  bytes: Buffer,
  type = 'image/png',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'image.png');
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      isSuccess: boolean;
      errors: Array<{ code: string; message: string }>;
    },
  };
}
