/** Polls `read` every 200 ms until it gives a value (work done after a reply, such as notebook entries), or throws after `timeoutMs`. */
export async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}
