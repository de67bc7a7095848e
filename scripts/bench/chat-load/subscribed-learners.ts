/** Signs up `count` learners (returning each one's cookie jar) on a running Parley and subscribes each through the local test-mode checkout. */
import { createHttpClient } from '../../../tests/support/http-client';

export async function subscribedLearners(baseUrl: string, count: number, parallel = 6): Promise<Map<string, string>[]> {
  const jars: Map<string, string>[] = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const client = createHttpClient(baseUrl);
      const email = `learner-${index}-${Date.now()}@bench.parley.test`;
      await client.request('/api/auth/sign-up/email', { body: { email, password: 'correct-horse', name: '' } });
      const signIn = await client.request('/api/auth/sign-in/email', { body: { email, password: 'correct-horse' } });
      if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`);
      const checkout = await client.request('/functions/v1/checkout', { body: { price_id: 'price_parley_monthly', mode: 'subscription' } });
      const checkoutId = String(checkout.body?.url ?? '').split('/').at(-1);
      const paid = await client.request(`/functions/v1/test-billing/checkouts/${checkoutId}/pay`, { body: {} });
      if (paid.status !== 200) throw new Error(`test checkout failed: ${paid.status} ${JSON.stringify(paid.body)}`);
      jars[index] = client.cookies;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return jars;
}
