import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ChangeMessage, PitchDto } from '@liga/contracts';
import { io, type Socket } from 'socket.io-client';
import { eventually } from '../support/eventually';
import { addPitch, type FaultStack, startFaultStack } from '../support/fault-stack';
import { waitForProjections } from '../support/read-tables';
import { onChange } from '../support/teams';

jest.setTimeout(120_000);

/**
 * A Socket.IO client loses its connection while pitches are added. When it comes back it must
 * hold the current state: either the server recovers its session and hands it the pushes it
 * missed (connection state recovery, from the Redis stream), or — the session gone, here with
 * the Redis that kept it — `socket.recovered` is false, and a refetch (what the web client
 * does then) shows everything; live pushes flow again either way.
 */
describe('a Socket.IO client cut off while updates happen', () => {
  let stack: FaultStack;
  const clients: Socket[] = [];

  beforeAll(async () => {
    stack = await startFaultStack('socket_fault');
  });
  afterAll(async () => {
    clients.forEach((client) => client.disconnect());
    await stack?.close();
  });

  /** An admin's socket (in the `admin` room, where pitch changes go); reconnects only when told. */
  async function adminSocket() {
    const socket = io(stack.app.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: stack.admin.token },
      reconnection: false,
    });
    clients.push(socket);
    const pushes: ChangeMessage[] = [];
    onChange(socket, (message) => pushes.push(message));
    await connected(socket);
    return { socket, pushes };
  }

  async function addPitches(names: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const name of names) {
      const { path, body, token } = addPitch(stack.admin, name);
      const res = await stack.http.post<{ id: string }>(path, body, token);
      expect(res.status).toBe(201);
      ids.push(res.body.value!.id);
    }
    await waitForProjections(stack.infra.db);
    return ids;
  }

  const pushedIds = (pushes: ChangeMessage[]) =>
    new Set(pushes.filter((m) => m.topic === 'pitches').flatMap((m) => m.ids ?? []));

  /** Waits for pushes naming every id (and so for the projection that sent them). */
  const awaitPushes = (pushes: ChangeMessage[], ids: string[]) =>
    eventually(async () => {
      const got = pushedIds(pushes);
      expect(ids.filter((id) => !got.has(id))).toEqual([]);
    }, 15_000);

  it('with connection state recovery: the pushes missed while away arrive on reconnect', async () => {
    const { socket, pushes } = await adminSocket();
    // a first push gives the client an offset in the server's stream to recover from
    await awaitPushes(pushes, await addPitches(['Boisko przed']));
    const before = pushes.length;

    await cut(socket);
    const missed = await addPitches(['Boisko w trakcie 1', 'Boisko w trakcie 2']);
    expect(pushes.length).toBe(before);
    socket.connect();
    await connected(socket);

    expect(socket.recovered).toBe(true);
    await awaitPushes(pushes, missed);
    // and live pushes go on
    await awaitPushes(pushes, await addPitches(['Boisko po']));
  });

  it('without it (the session lost with Redis): recovered is false, a refetch is current, pushes resume', async () => {
    const { socket, pushes } = await adminSocket();
    await awaitPushes(pushes, await addPitches(['Boisko przed restartem']));

    await cut(socket);
    await stack.redis.kill();
    await stack.redis.start();
    const missed = await addPitches(['Boisko podczas przerwy']);
    socket.connect();
    await connected(socket);

    expect(socket.recovered).toBe(false);
    const list = await stack.http.get<PitchDto[]>('/api/pitch/get-pitches', stack.admin.token);
    const listed = new Set(list.body.value!.map((p) => p.id));
    expect(missed.filter((id) => !listed.has(id))).toEqual([]);
    // the fresh connection is in the admin room again and gets new pushes (once the API's
    // stream reader is back on the restarted Redis)
    await awaitPushes(pushes, await addPitches(['Boisko po restarcie']));
  });
});

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/**
 * Drops the connection under the socket, as a network failure does: the transport closes
 * without a Socket.IO goodbye, so the server keeps the session for recovery.
 */
async function cut(socket: Socket): Promise<void> {
  const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  socket.io.engine.close();
  expect(await gone).not.toBe('io client disconnect');
}
