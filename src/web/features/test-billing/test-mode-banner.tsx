export function TestModeBanner() {
  return (
    <p className="rounded-lg bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900 ring-1 ring-amber-300" role="note">
      TEST MODE — no real payment is taken. This server has no Stripe key, so Parley's local test checkout stands in for Stripe.
    </p>
  );
}
