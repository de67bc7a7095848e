/**
 * A local stand-in for Stripe's API, enough for Parley's adapter: customers, Checkout Sessions,
 * subscriptions (whatever state the test sets) and billing-portal sessions. Records every request.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSubscription = {
  status: string;
  customer: string;
  priceId: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  card?: { brand: string; last4: string };
};

export type FakeStripeServer = {
  url: string;
  requests: Array<{ method: string; path: string; params: URLSearchParams }>;
  subscriptions: Map<string, FakeSubscription>;
  /** Answer the next N requests with a 500 (Stripe having an outage), then recover. */
  failNextRequests: (count: number) => void;
  close: () => Promise<void>;
};

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  let counter = 0;
  let failuresLeft = 0;
  const fake: FakeStripeServer = {
    url: '',
    requests: [],
    subscriptions: new Map(),
    failNextRequests: (count) => {
      failuresLeft = count;
    },
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const params = new URLSearchParams(req.method === 'GET' ? url.search : Buffer.concat(chunks).toString('utf8'));
    fake.requests.push({ method: req.method ?? '', path: url.pathname, params });
    const send = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    const id = (prefix: string) => `${prefix}_fake_${++counter}`;
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      return send(500, { error: { type: 'api_error', message: 'The fake Stripe is failing on purpose.' } });
    }

    if (req.method === 'POST' && url.pathname === '/v1/customers') return send(200, { id: id('cus'), object: 'customer', email: params.get('email') });
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const sessionId = id('cs');
      return send(200, { id: sessionId, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${sessionId}`, customer: params.get('customer'), mode: 'subscription' });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') return send(200, { id: id('bps'), object: 'billing_portal.session', url: 'https://billing.stripe.test/session' });
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const subscription = fake.subscriptions.get(match[1]!);
      if (!subscription) return send(404, { error: { type: 'invalid_request_error', message: `No such subscription: '${match[1]}'` } });
      return send(200, {
        id: match[1],
        object: 'subscription',
        customer: subscription.customer,
        status: subscription.status,
        cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
        default_payment_method: subscription.card ? { id: 'pm_fake', object: 'payment_method', card: subscription.card } : null,
        items: { object: 'list', data: [{ id: 'si_fake', object: 'subscription_item', price: { id: subscription.priceId, object: 'price' }, current_period_start: subscription.periodStart, current_period_end: subscription.periodEnd }] },
      });
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
