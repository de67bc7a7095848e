import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stripeCustomers } from '../../db/schema';
import type { BillingProvider } from './billing-provider';

/** The user's payment customer id, reused when one exists (deleted_at is null). */
export async function findCustomerId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(and(eq(stripeCustomers.userId, userId), isNull(stripeCustomers.deletedAt)))
    .limit(1);
  return row?.customerId ?? null;
}

export async function findOrCreateCustomer(db: Database, provider: BillingProvider, user: { id: string; email: string }): Promise<string> {
  const existing = await findCustomerId(db, user.id);
  if (existing) return existing;
  const customerId = await provider.createCustomer({ email: user.email, userId: user.id });
  // Two tabs checking out at once: the first customer row wins and both use it.
  await db.insert(stripeCustomers).values({ userId: user.id, customerId }).onConflictDoNothing({ target: stripeCustomers.userId });
  return (await findCustomerId(db, user.id)) ?? customerId;
}
