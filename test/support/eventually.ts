/**
 * Retries an assertion until it passes or the time is up. Read models follow the log a moment
 * after a write (projections run after the append commits), so a test that reads right after
 * writing waits for the projection, not for a fixed sleep.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
