import { Link } from 'react-router';
import { FREE_MESSAGE_LIMIT, SUPPORT_EMAIL } from '#/shared/constants';
import { pageMeta } from '#/shared/page-meta';
import { isCanceled } from '#/shared/subscription';
import { buttonClass } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { AccountDataActions } from '#/web/features/account-data/public';
import { useAuth } from '#/web/features/auth/public';
import { useSubscription } from '#/web/features/subscription/public';
import { dateLabelsFor, longDate, planName, statusPanelFor, subscriptionCatalogue } from '#/web/features/subscription/public';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { Card } from './card';
import { manageSubscriptionCatalogue } from './messages/catalogue';
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
  const t = useT(manageSubscriptionCatalogue);
  const tSubscription = useT(subscriptionCatalogue);
  const format = useFormatters();
  const { user, userProfile } = useAuth();
  const subscription = useSubscription();
  if (subscription.isPending) return <Spinner label={t('loading')} className="py-24" />;
  const data = subscription.data;
  const hasSubscription = Boolean(data?.subscription_id);
  const panel = statusPanelFor(data, tSubscription);
  const labels = dateLabelsFor(data, tSubscription);
  const periodEnd = longDate(data?.current_period_end, t.locale);
  const statusForSupport = hasSubscription ? (data?.subscription_status ?? 'Free') : 'Free';
  // Written to the support team, who read English.
  const supportHref = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Subscription help')}&body=${encodeURIComponent(`Account: ${user?.email ?? ''}\nStatus: ${statusForSupport}\n\n`)}`;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <section className={`rounded-2xl p-6 ring-1 ${panelTone[panel.tone]}`} aria-label={t('statusRegion')}>
        <h2 className="text-lg font-semibold">{panel.title}</h2>
        <p className="mt-1 text-sm">{panel.description}</p>
        {hasSubscription && (
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="opacity-75">{labels.statusCard}</dt><dd>{periodEnd}</dd>
            {data?.payment_method_last4 && (<><dt className="opacity-75">{t('paymentMethod')}</dt><dd>{data.payment_method_brand?.toUpperCase()} •••• {data.payment_method_last4}</dd></>)}
          </dl>
        )}
        {data?.cancel_at_period_end && <p className="mt-3 text-sm font-semibold">{t('willNotRenew')}</p>}
      </section>

      {!isCanceled(data) && (
        <Card title={t('currentPlan')}>
          {hasSubscription ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
              <dt className="text-slate-500">{t('plan')}</dt><dd className="font-semibold text-slate-900">{planName(tSubscription, data?.plan_name)}</dd>
              <dt className="text-slate-500">{t('status')}</dt><dd>{t('statusName', { status: data?.subscription_status ?? '' })}</dd>
              <dt className="text-slate-500">{labels.planCard}</dt><dd>{periodEnd}</dd>
            </dl>
          ) : (
            <>
              <p className="font-semibold text-slate-900">{tSubscription('freeAccountTitle')}</p>
              <p className="mt-1">{t('messagesUsed', { used: userProfile?.message_count ?? 0, limit: FREE_MESSAGE_LIMIT })}</p>
              <Link to="/pricing" className={buttonClass('primary', 'mt-4')}>{t('upgradeToPro')}</Link>
            </>
          )}
        </Card>
      )}

      <Card title={t('billingTitle')}>
        {hasSubscription ? (
          <>
            <p>{t('billingText')}</p>
            <OpenPortalButton />
          </>
        ) : (
          <p>{t('billingUnavailable')}</p>
        )}
      </Card>
      <Card title={t('needHelp')}>
        <a href={supportHref} className="font-semibold text-indigo-700 underline">{t('contactSupport')}</a>
        <p className="mt-2 text-slate-600">{t('supportResponseTime')}</p>
      </Card>
      <Card title={t('accountInformation')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="text-slate-500">{t('email')}</dt><dd>{user?.email}</dd>
          {userProfile?.full_name && (<><dt className="text-slate-500">{t('name')}</dt><dd>{userProfile.full_name}</dd></>)}
          <dt className="text-slate-500">{t('accountType')}</dt><dd>{userProfile?.is_admin ? t('administrator') : t('standardUser')}</dd>
          <dt className="text-slate-500">{t('memberSince')}</dt><dd>{format.date(userProfile?.created_at ?? user?.createdAt ?? Date.now(), { year: 'numeric', month: 'long', day: 'numeric' })}</dd>
        </dl>
        {user?.email && <AccountDataActions email={user.email} />}
      </Card>
      <Link to="/app" className="inline-block text-sm font-semibold text-indigo-700 hover:underline">{t('backToApp')}</Link>
    </div>
  );
}
