/**
 * The real-time channel 'subscription-changes'. A database trigger NOTIFYs on every insert or update of
 * stripe_subscriptions; each server process LISTENs (PostgreSQL or PGlite) and tells the browsers of
 * that customer's user, so an event received by any process reaches every connected browser.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client';
import { stripeCustomers } from '../../db/schema';

const CHANNEL = 'subscription_changes';
type Listener = () => void;

export type SubscriptionChangeHub = {
  subscribe: (userId: string, listener: Listener) => () => void;
  close: () => Promise<void>;
};

export async function startSubscriptionChangeHub(database: DatabaseHandle): Promise<SubscriptionChangeHub> {
  const listeners = new Map<string, Set<Listener>>();
  const onNotification = async (customerId: string) => {
    const [row] = await database.db.select({ userId: stripeCustomers.userId }).from(stripeCustomers).where(eq(stripeCustomers.customerId, customerId));
    for (const listener of (row && listeners.get(row.userId)) || []) listener();
  };
  const dispatch = (payload: string | undefined) => void onNotification(payload ?? '').catch((error) => console.error('[realtime]', error));

  let stop: () => Promise<void>;
  if (database.pglite) {
    const unlisten = await database.pglite.listen(CHANNEL, dispatch);
    stop = async () => {
      if (!database.pglite!.closed) await unlisten();
    };
  } else {
    if (!database.url) throw new Error('A PostgreSQL database needs its URL to LISTEN for subscription changes');
    stop = await listenOnPostgres(database.url, dispatch);
  }

  return {
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    close: () => stop(),
  };
}

/** A dedicated connection that LISTENs, reconnecting after a lost connection. */
async function listenOnPostgres(url: string, dispatch: (payload: string | undefined) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let isClosed = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => dispatch(message.payload));
    next.on('error', () => {
      if (!isClosed) setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  await connect();
  return async () => {
    isClosed = true;
    await client?.end().catch(() => {});
  };
}
