import { type ChangeMessage, SOCKET_EVENTS, type SubscribeAnswer } from '@liga/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { onChange } from './teams';

/** Socket.IO helpers of the live-session tests (not a test file itself). */
export interface LiveClient {
  socket: Socket;
  /** Every change message received so far. */
  messages: ChangeMessage[];
  subscribe(rooms: string[]): Promise<SubscribeAnswer>;
  /** Resolves with the reason of the next disconnect. */
  nextDisconnect(): Promise<string>;
}

export async function liveClient(url: string, token?: string): Promise<LiveClient> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const messages: ChangeMessage[] = [];
  onChange(socket, (m) => messages.push(m));
  return {
    socket,
    messages,
    subscribe: (rooms) =>
      socket.emitWithAck(SOCKET_EVENTS.subscribe, { rooms }) as Promise<SubscribeAnswer>,
    nextDisconnect: () => new Promise((resolve) => socket.once('disconnect', resolve)),
  };
}

/** The outcome of the socket's next connection attempt: connected (recovered?) or refused. */
export function nextConnection(
  socket: Socket,
): Promise<{ recovered: boolean } | { refused: string }> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off('connect', onConnect);
      socket.off('connect_error', onError);
    };
    const onConnect = () => {
      done();
      resolve({ recovered: socket.recovered });
    };
    const onError = (error: Error) => {
      done();
      resolve({ refused: error.message });
    };
    socket.on('connect', onConnect);
    socket.on('connect_error', onError);
  });
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
