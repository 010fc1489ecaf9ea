import type { Server } from 'node:http';

/**
 * Stops accepting connections and lets the requests in flight finish: idle keep-alive
 * connections are closed as soon as they are idle; after `timeoutMs` whatever is still open
 * is cut. Resolves when the server has no connection left; `forced` says whether it had to cut.
 */
export async function drainHttpServer(
  server: Server,
  timeoutMs: number,
): Promise<{ forced: boolean }> {
  if (!server.listening) return { forced: false };
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // a connection whose request finishes after close() goes idle: close it then
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), timeoutMs);
  });
  const forced = await Promise.race([closed.then(() => false), timedOut]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (forced) {
    server.closeAllConnections();
    await closed;
  }
  return { forced };
}
