import { stripeCustomers, stripeSubscriptions } from '../../src/server/db/schema';
import type { AppDeps } from '../../src/server/http/app-env';
import type { HttpClient } from './http-client';

/** Makes the signed-in learner an active subscriber (no free-message limit); answers their user id. */
export async function subscribe(deps: AppDeps, client: HttpClient, subscriptionId = 'sub_test'): Promise<string> {
  const profile = (await client.request('/api/me/profile')).body.profile;
  await deps.db.insert(stripeCustomers).values({ userId: profile.user_id, customerId: `cus_${profile.user_id}` });
  await deps.db.insert(stripeSubscriptions).values({ customerId: `cus_${profile.user_id}`, subscriptionId: `${subscriptionId}_${profile.user_id}`, status: 'active', priceId: 'price_monthly' });
  return profile.user_id as string;
}
