import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FREE_MESSAGE_LIMIT, SUPPORT_RESPONSE_CLAIM } from '#/shared/constants';
import { pageMeta } from '#/shared/page-meta';
import { buttonClass } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { useAuth } from '#/web/features/auth/auth-provider';
import { useSubscription } from '#/web/features/subscription/api/get-subscription';
import { usePageMeta } from '#/web/lib/use-page-meta';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

const longUsDate = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '—';

export default function ManageSubscriptionPage() {
  usePageMeta(pageMeta.manageSubscription);
  const { user, userProfile } = useAuth();
  const subscription = useSubscription();
  if (subscription.isPending) return <Spinner label="Loading subscription..." className="py-24" />;
  const hasSubscription = Boolean(subscription.data?.subscription_id);
  const status = subscription.data?.subscription_status ?? 'Free';
  const supportHref = `mailto:support@parley.app?subject=${encodeURIComponent('Subscription help')}&body=${encodeURIComponent(`Account: ${user?.email ?? ''}\nStatus: ${hasSubscription ? status : 'Free'}\n\n`)}`;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Manage Subscription</h1>
      <section className="rounded-2xl bg-slate-100 p-6 ring-1 ring-slate-200" aria-label="Subscription status">
        <h2 className="text-lg font-semibold text-slate-900">Free Account</h2>
        <p className="mt-1 text-sm text-slate-700">You're on the free plan with {FREE_MESSAGE_LIMIT} free messages. Upgrade any time for unlimited conversations.</p>
      </section>
      <Card title="Current Plan">
        <p className="font-semibold text-slate-900">Free Account</p>
        <p className="mt-1">Messages used: {userProfile?.message_count ?? 0} of {FREE_MESSAGE_LIMIT}</p>
        <Link to="/pricing" className={buttonClass('primary', 'mt-4')}>Upgrade to Pro</Link>
      </Card>
      <Card title="Billing & Payments">
        <p>The billing portal, where you can update your card and download invoices, becomes available once you have set up a subscription.</p>
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
          <dt className="text-slate-500">Member Since</dt><dd>{longUsDate(userProfile?.created_at ?? user?.createdAt)}</dd>
        </dl>
      </Card>
      <Link to="/app" className="inline-block text-sm font-semibold text-indigo-700 hover:underline">Back to App</Link>
    </div>
  );
}
