/**
 * The real-time channel 'subscription-changes'. A database trigger NOTIFYs on every insert or update of
 * stripe_subscriptions; each server process LISTENs (PostgreSQL or PGlite) and tells the browsers of
 * that customer's user, so an event received by any process reaches every connected browser.
 */
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { stripeCustomers } from '../../db/schema';
import { type Backoff, listenOnPostgres } from './listen-on-postgres';
import { createListenerRegistry, type Listener } from './listener-registry';
import { log } from '../../lib/logger';

const CHANNEL = 'subscription_changes';

export type SubscriptionChangeHub = {
  subscribe: (userId: string, listener: Listener) => () => void;
  close: () => Promise<void>;
};

export async function startSubscriptionChangeHub(database: DatabaseHandle, options: { backoff?: Backoff } = {}): Promise<SubscriptionChangeHub> {
  const registry = createListenerRegistry();
  const onNotification = async (customerId: string) => {
    const [row] = await database.db.select({ userId: stripeCustomers.userId }).from(stripeCustomers).where(eq(stripeCustomers.customerId, customerId));
    if (row) registry.notifyUser(row.userId);
  };
  const dispatch = (payload: string | undefined) => void onNotification(payload ?? '').catch((error) => log.error({ err: error }, 'realtime: a subscription change could not be dispatched'));

  let stop: () => Promise<void>;
  if (database.pglite) {
    const unlisten = await database.pglite.listen(CHANNEL, dispatch);
    stop = async () => {
      if (!database.pglite!.closed) await unlisten();
    };
  } else {
    if (!database.url) throw new Error('A PostgreSQL database needs its URL to LISTEN for subscription changes');
    // Changes made while the connection was down sent no notification: every browser refetches once.
    stop = await listenOnPostgres(database.url, CHANNEL, { onNotification: dispatch, onReconnected: registry.notifyAll }, options.backoff);
  }

  return { subscribe: registry.subscribe, close: () => stop() };
}
