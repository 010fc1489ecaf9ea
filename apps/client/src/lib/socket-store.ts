import { SOCKET_EVENTS, type SubscribeRequest } from '@liga/contracts';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';
import { filterChanges, type SeenPositions } from './change-filter';
import { queryClient } from './query-client';

export type SocketStatus = 'offline' | 'connecting' | 'connected' | 'reconnecting';

interface SocketState {
  socket: Socket | null;
  status: SocketStatus;
  /**
   * Connects with the session's token. A new identity (login, logout, other user) reconnects;
   * a refreshed token of the same user is only used for the next handshake.
   */
  setAuth: (token: string | null, identity: string | null) => void;
  /** Joins rooms (reference-counted); returns the function that leaves them. */
  subscribe: (rooms: readonly string[]) => () => void;
}

let token: string | null = null;
let onAuthRejected: (() => void) | null = null;
let authRetryUsed = false;
let identity: string | null = null;
let hasConnectedBefore = false;
let seen: SeenPositions = {};
const roomCounts = new Map<string, number>();

function emitRooms(socket: Socket | null, event: string, rooms: string[]): void {
  if (!socket?.connected || rooms.length === 0) return;
  const request: SubscribeRequest = { rooms };
  socket.emit(event, request);
}

type Connect = typeof import('socket.io-client').io;

/**
 * socket.io's client (about 12 KB gzip) is loaded when a session first needs the socket, not
 * with the entry chunk every page waits for (issue 19's JavaScript budget for /table).
 */
let loadingClient: Promise<Connect> | null = null;
const loadClient = (): Promise<Connect> =>
  (loadingClient ??= import('socket.io-client').then(
    (module) => module.io,
    (error: unknown) => {
      loadingClient = null; // a later session tries again
      throw error;
    },
  ));

function createSocket(io: Connect, set: (state: Partial<SocketState>) => void): Socket {
  const socket = io({
    path: '/socket.io',
    // WebSocket straight away (no long-polling handshake and upgrade before the first push);
    // long-polling only where a WebSocket cannot be opened (a proxy that refuses upgrades)
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    autoConnect: false,
    auth: (callback) => callback({ token }),
  });

  socket.on('connect', () => {
    authRetryUsed = false;
    set({ status: 'connected' });
    if (socket.recovered) return;
    // The server kept nothing for us: join the rooms again and refetch what may have changed.
    emitRooms(socket, SOCKET_EVENTS.subscribe, [...roomCounts.keys()]);
    if (hasConnectedBefore) void queryClient.invalidateQueries();
    hasConnectedBefore = true;
  });
  socket.on('disconnect', () => set({ status: socket.active ? 'reconnecting' : 'offline' }));
  socket.on('connect_error', () => {
    set({ status: socket.active ? 'reconnecting' : 'offline' });
    // Refused by the server's auth middleware (expired token): ask once for a fresh token.
    if (!socket.active && !authRetryUsed) {
      authRetryUsed = true;
      onAuthRejected?.();
    }
  });
  // one packet per room and batch: every argument is a message (the offset string is dropped)
  socket.on(SOCKET_EVENTS.change, (...messages: unknown[]) => {
    const decision = filterChanges(seen, messages);
    seen = decision.seen;
    for (const topic of decision.topics) void queryClient.invalidateQueries(liveQueries(topic));
  });
  return socket;
}

/**
 * The queries a pushed topic refetches: those whose key starts with the topic, and those that
 * name it in `meta.liveTopics` (a page fed by one call that several read models change, e.g.
 * the match page: 'matches' and 'availability').
 */
export function liveQueries(topic: string) {
  return {
    predicate: (query: { queryKey: readonly unknown[]; meta?: Record<string, unknown> }) =>
      query.queryKey[0] === topic ||
      (Array.isArray(query.meta?.liveTopics) && query.meta.liveTopics.includes(topic)),
  };
}

export const useSocketStore = create<SocketState>()((set, get) => ({
  socket: null,
  status: 'offline',

  setAuth: (nextToken, nextIdentity) => {
    const sameIdentity = nextIdentity === identity;
    token = nextToken;
    identity = nextIdentity;
    const { socket } = get();

    if (!nextToken) {
      socket?.disconnect();
      hasConnectedBefore = false;
      seen = {};
      set({ status: 'offline' });
      return;
    }
    if (!socket) {
      set({ status: 'connecting' });
      void loadClient().then(
        (io) => {
          // a later call may have made the socket or ended the session meanwhile
          if (get().socket || !token) return;
          const created = createSocket(io, set);
          set({ socket: created });
          created.connect();
        },
        () => set({ status: 'offline' }),
      );
      return;
    }
    // Connected or reconnecting by itself: the next handshake reads the new token.
    if (sameIdentity && socket.active) return;
    if (socket.active) socket.disconnect();
    set({ status: 'connecting' });
    socket.connect();
  },

  subscribe: (rooms) => {
    const added: string[] = [];
    for (const room of rooms) {
      const count = roomCounts.get(room) ?? 0;
      roomCounts.set(room, count + 1);
      if (count === 0) added.push(room);
    }
    emitRooms(get().socket, SOCKET_EVENTS.subscribe, added);

    return () => {
      const removed: string[] = [];
      for (const room of rooms) {
        const count = (roomCounts.get(room) ?? 1) - 1;
        if (count > 0) roomCounts.set(room, count);
        else if (roomCounts.delete(room)) removed.push(room);
      }
      emitRooms(get().socket, SOCKET_EVENTS.unsubscribe, removed);
    };
  },
}));

/** The app tells the socket how to get a fresh token when the server refuses the current one. */
export function setAuthRejectedHandler(handler: (() => void) | null): void {
  onAuthRejected = handler;
}

/** Imperative helper for code outside React. */
export function subscribe(rooms: readonly string[]): () => void {
  return useSocketStore.getState().subscribe(rooms);
}
