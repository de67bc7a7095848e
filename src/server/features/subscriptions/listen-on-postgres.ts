/**
 * A dedicated PostgreSQL connection that LISTENs on a channel and heals: when the connection errors or
 * ends (a restart, a failover, pg_terminate_backend), it reconnects with exponential backoff until it
 * succeeds, then calls onReconnected so callers can resynchronise what they missed meanwhile.
 */
import pg from 'pg';
import { log } from '../../lib/logger';

export type ListenHandlers = { onNotification: (payload: string | undefined) => void; onReconnected: () => void };
export type Backoff = { initialMs: number; maxMs: number };

const DEFAULT_BACKOFF: Backoff = { initialMs: 250, maxMs: 15_000 };

export async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers, backoff = DEFAULT_BACKOFF): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let isClosed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let failedAttempts = 0;

  const open = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    next.on('notification', (message) => handlers.onNotification(message.payload));
    next.on('error', (error) => {
      log.warn({ err: error }, 'realtime: the LISTEN connection failed');
      onLost(next);
    });
    next.on('end', () => onLost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (isClosed) return void (await next.end().catch(() => {}));
    client = next;
  };

  // Only the live connection's loss schedules a reconnect; 'error' then 'end' of one connection count once.
  const onLost = (lost: pg.Client) => {
    if (lost !== client || isClosed) return;
    client = null;
    void lost.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (isClosed || retryTimer) return;
    const ceiling = Math.min(backoff.maxMs, backoff.initialMs * 2 ** failedAttempts);
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    retryTimer = setTimeout(async () => {
      retryTimer = null;
      try {
        await open();
        failedAttempts = 0;
        if (!isClosed) {
          log.info('realtime: the LISTEN connection is restored');
          handlers.onReconnected();
        }
      } catch (error) {
        failedAttempts += 1;
        log.warn({ err: error, attempt: failedAttempts }, 'realtime: a LISTEN reconnect attempt failed');
        scheduleReconnect();
      }
    }, delay);
  };

  await open();
  return async () => {
    isClosed = true;
    if (retryTimer) clearTimeout(retryTimer);
    await client?.end().catch(() => {});
    client = null;
  };
}
