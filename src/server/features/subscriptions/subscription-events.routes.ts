/** GET /api/me/subscription/events: Server-Sent Events on channel 'subscription-changes' for this user. */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { streamEvents } from '../../http/stream-events';

const KEEP_ALIVE_MS = 25_000;

export const subscriptionEventsRoutes = new Hono<AppEnv>().get('/subscription/events', requireUser, (c) =>
  streamEvents(c, async (sse) => {
    let wake: () => void = () => {};
    let pending = 0;
    // Called on abort and after the loop; the hub's unsubscribe acts once and removes only this stream.
    const unsubscribe = c.var.deps.subscriptionChanges.subscribe(c.var.user.id, () => {
      pending += 1;
      wake();
    });
    sse.onClose(() => {
      unsubscribe();
      wake();
    });
    sse.send({ event: 'ready', data: '{}' });
    while (sse.isOpen) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, KEEP_ALIVE_MS);
      });
      if (pending > 0) {
        pending = 0;
        sse.send({ event: 'subscription-changes', data: JSON.stringify({ table: 'stripe_subscriptions' }) });
      } else {
        sse.comment('keep-alive');
      }
    }
    unsubscribe();
  }),
);
