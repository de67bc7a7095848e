/** GET /api/me/subscription/events: Server-Sent Events on channel 'subscription-changes' for this user. */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';

const KEEP_ALIVE_MS = 25_000;

export const subscriptionEventsRoutes = new Hono<AppEnv>().get('/subscription/events', requireUser, (c) =>
  streamSSE(c, async (sse) => {
    let wake: () => void = () => {};
    let pending = 0;
    // Called on abort and after the loop; the hub's unsubscribe acts once and removes only this stream.
    const unsubscribe = c.var.deps.subscriptionChanges.subscribe(c.var.user.id, () => {
      pending += 1;
      wake();
    });
    sse.onAbort(unsubscribe);
    await sse.writeSSE({ event: 'ready', data: '{}' });
    while (!sse.aborted && !sse.closed) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, KEEP_ALIVE_MS);
      });
      if (pending > 0) {
        pending = 0;
        await sse.writeSSE({ event: 'subscription-changes', data: JSON.stringify({ table: 'stripe_subscriptions' }) });
      } else {
        await sse.write(': keep-alive\n\n');
      }
    }
    unsubscribe();
  }),
);
