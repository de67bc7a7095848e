import type { SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/select-rows';

/** Statuses that hold a learner's subscription open: a second checkout is refused while one exists. */
export const OPEN_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;

/**
 * SQL for "the user has a subscription in one of these statuses", over every subscription row of the
 * user, whatever the view shows as current (ADR 008). Other features embed it to answer in one statement.
 */
export function subscriptionExistsSql(userId: string, statuses: readonly string[] = ['active']): SQL {
  return sql`exists (select 1 from stripe_subscriptions s join stripe_customers c on c.customer_id = s.customer_id
    where c.user_id = ${userId} and c.deleted_at is null and s.deleted_at is null
      and s.status in (${sql.join(statuses.map((status) => sql`${status}`), sql`, `)}))`;
}

async function hasSubscriptionWithStatus(db: Database, userId: string, statuses: readonly string[]): Promise<boolean> {
  const [row] = await selectRows<{ found: boolean }>(db, sql`select ${subscriptionExistsSql(userId, statuses)} as found`);
  return row?.found === true;
}

/** Access is granted when any of the user's subscriptions is active. */
export function hasActiveSubscription(db: Database, userId: string): Promise<boolean> {
  return hasSubscriptionWithStatus(db, userId, ['active']);
}

/** An active, trialing or past-due subscription: the learner already pays (or owes) for one. */
export function hasOpenSubscription(db: Database, userId: string): Promise<boolean> {
  return hasSubscriptionWithStatus(db, userId, OPEN_SUBSCRIPTION_STATUSES);
}
