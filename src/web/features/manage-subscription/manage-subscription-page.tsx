import { Link } from 'react-router';
import { FREE_MESSAGE_LIMIT, SUPPORT_EMAIL, SUPPORT_RESPONSE_CLAIM } from '#/shared/constants';
import { pageMeta } from '#/shared/page-meta';
import { isCanceled } from '#/shared/subscription';
import { buttonClass } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { AccountDataActions } from '#/web/features/account-data/public';
import { useAuth } from '#/web/features/auth/public';
import { useSubscription } from '#/web/features/subscription/public';
import { dateLabelsFor, longUsDate, statusPanelFor } from '#/web/features/subscription/public';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { Card } from './card';
import { OpenPortalButton } from './open-portal-button';

const panelTone = {
  slate: 'bg-slate-100 ring-slate-200 text-slate-900',
  green: 'bg-green-50 ring-green-200 text-green-900',
  amber: 'bg-amber-50 ring-amber-200 text-amber-900',
  red: 'bg-red-50 ring-red-200 text-red-900',
  indigo: 'bg-indigo-50 ring-indigo-200 text-indigo-900',
} as const;

export default function ManageSubscriptionPage() {
  usePageMeta(pageMeta.manageSubscription);
  const { user, userProfile } = useAuth();
  const subscription = useSubscription();
  if (subscription.isPending) return <Spinner label="Loading subscription..." className="py-24" />;
  const data = subscription.data;
  const hasSubscription = Boolean(data?.subscription_id);
  const panel = statusPanelFor(data);
  const labels = dateLabelsFor(data);
  const statusForSupport = hasSubscription ? (data?.subscription_status ?? 'Free') : 'Free';
  const supportHref = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Subscription help')}&body=${encodeURIComponent(`Account: ${user?.email ?? ''}\nStatus: ${statusForSupport}\n\n`)}`;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Manage Subscription</h1>
      <section className={`rounded-2xl p-6 ring-1 ${panelTone[panel.tone]}`} aria-label="Subscription status">
        <h2 className="text-lg font-semibold">{panel.title}</h2>
        <p className="mt-1 text-sm">{panel.description}</p>
        {hasSubscription && (
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="opacity-75">{labels.statusCard}</dt><dd>{longUsDate(data?.current_period_end)}</dd>
            {data?.payment_method_last4 && (<><dt className="opacity-75">Payment method</dt><dd>{data.payment_method_brand?.toUpperCase()} •••• {data.payment_method_last4}</dd></>)}
          </dl>
        )}
        {data?.cancel_at_period_end && <p className="mt-3 text-sm font-semibold">Your subscription will not renew automatically</p>}
      </section>

      {!isCanceled(data) && (
        <Card title="Current Plan">
          {hasSubscription ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
              <dt className="text-slate-500">Plan</dt><dd className="font-semibold text-slate-900">{data?.plan_name}</dd>
              <dt className="text-slate-500">Status</dt><dd>{data?.subscription_status}</dd>
              <dt className="text-slate-500">{labels.planCard}</dt><dd>{longUsDate(data?.current_period_end)}</dd>
            </dl>
          ) : (
            <>
              <p className="font-semibold text-slate-900">Free Account</p>
              <p className="mt-1">Messages used: {userProfile?.message_count ?? 0} of {FREE_MESSAGE_LIMIT}</p>
              <Link to="/pricing" className={buttonClass('primary', 'mt-4')}>Upgrade to Pro</Link>
            </>
          )}
        </Card>
      )}

      <Card title="Billing & Payments">
        {hasSubscription ? (
          <>
            <p>Update your card, download invoices or cancel in the secure billing portal of our payment provider.</p>
            <OpenPortalButton />
          </>
        ) : (
          <p>The billing portal, where you can update your card and download invoices, becomes available once you have set up a subscription.</p>
        )}
      </Card>
      <Card title="Need Help">
        <a href={supportHref} className="font-semibold text-indigo-700 underline">Contact support</a>
        <p className="mt-2 text-slate-600">{SUPPORT_RESPONSE_CLAIM}</p>
      </Card>
      <Card title="Account Information">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="text-slate-500">Email</dt><dd>{user?.email}</dd>
          {userProfile?.full_name && (<><dt className="text-slate-500">Name</dt><dd>{userProfile.full_name}</dd></>)}
          <dt className="text-slate-500">Account Type</dt><dd>{userProfile?.is_admin ? 'Administrator' : 'Standard User'}</dd>
          <dt className="text-slate-500">Member Since</dt><dd>{new Date(userProfile?.created_at ?? user?.createdAt ?? Date.now()).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}</dd>
        </dl>
        {user?.email && <AccountDataActions email={user.email} />}
      </Card>
      <Link to="/app" className="inline-block text-sm font-semibold text-indigo-700 hover:underline">Back to App</Link>
    </div>
  );
}
