import { useState } from 'react';
import { pageMeta } from '#/shared/page-meta';
import { Spinner } from '#/web/components/spinner';
import { useAuth } from '#/web/features/auth/public';
import { useIsAdmin } from '#/web/features/nav/public';
import { useT } from '#/web/i18n/use-t';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { AdminUsagePanel } from './admin-usage-panel';
import { AdminUsersPanel } from './admin-users-panel';
import { type AdminView, AdminViewTabs } from './admin-view-tabs';
import { adminCatalogue } from './messages/catalogue';

/** Loaded on demand: only admins ever fetch this code's heavier parts. The server checks rights again. */
export default function AdminPage() {
  usePageMeta(pageMeta.admin);
  const { user } = useAuth();
  const { data: isAdmin, isPending } = useIsAdmin(user?.id);
  const [view, setView] = useState<AdminView>('users');
  const t = useT(adminCatalogue);
  if (isPending) return <Spinner label={t('checkingPermissions')} className="py-24" />;
  if (!isAdmin || !user) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('accessDenied')}</h1>
        <p className="mt-2 text-slate-600">{t('noPrivileges')}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t('adminPanel')}</h1>
      <p className="mt-2 text-slate-600">{t('signedInAs', { email: user.email })}</p>
      <AdminViewTabs view={view} onChange={setView} />
      <div role="tabpanel" id={`admin-view-${view}`} aria-labelledby={`admin-tab-${view}`}>
        {view === 'users' ? <AdminUsersPanel currentUserId={user.id} /> : <AdminUsagePanel />}
      </div>
    </div>
  );
}
