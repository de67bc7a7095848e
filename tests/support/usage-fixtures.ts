/** Account states and ledger reads for the usage and budget tests, straight from the database. */
import { eq, sql } from 'drizzle-orm';
import { stripeCustomers, stripeSubscriptions, usageAllowances, usageEvents, userProfiles } from '../../src/server/db/schema';
import type { HttpClient } from './http-client';
import type { TestServer } from './start-test-server';

export async function userIdOf(client: HttpClient): Promise<string> {
  return (await client.request('/api/me/profile')).body.profile.user_id as string;
}

/** An active subscription, as the Stripe webhook would have stored it. */
export async function makeSubscriber(server: TestServer, userId: string): Promise<void> {
  await server.deps.db.insert(stripeCustomers).values({ userId, customerId: `cus_${userId}` });
  await server.deps.db.insert(stripeSubscriptions).values({ customerId: `cus_${userId}`, subscriptionId: `sub_${userId}`, status: 'active', priceId: 'price_monthly' });
}

/** A free account whose 2 free messages are used up. */
/** Spends the free messages, the last one an hour ago (long past the moments when its reply is still spoken). */
export async function spendFreeMessages(server: TestServer, userId: string): Promise<void> {
  await server.deps.db.update(userProfiles).set({ messageCount: 2, updatedAt: new Date(Date.now() - 60 * 60 * 1000) }).where(eq(userProfiles.userId, userId));
}

export async function ledgerOf(server: TestServer, owner: { userId: string } | { demoSessionId: string }) {
  const where = 'userId' in owner ? eq(usageEvents.userId, owner.userId) : eq(usageEvents.demoSessionId, owner.demoSessionId);
  return server.deps.db.select().from(usageEvents).where(where).orderBy(usageEvents.createdAt);
}

export async function allowanceUsed(server: TestServer, owner: string, metric: string): Promise<number> {
  const [row] = await server.deps.db
    .select({ used: usageAllowances.used })
    .from(usageAllowances)
    .where(sql`${usageAllowances.owner} = ${owner} and ${usageAllowances.metric} = ${metric}`);
  return row?.used ?? 0;
}
