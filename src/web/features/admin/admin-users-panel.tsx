import { useState } from 'react';
import { Alert } from '#/web/components/alert';
import { Button } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { inputClass } from '#/web/components/text-field';
import { useT } from '#/web/i18n/use-t';
import { AdminPagination } from './admin-pagination';
import { AdminUsersTable } from './admin-users-table';
import type { AdminUser } from '#/shared/admin-user';
import { useAdminUsers } from './api/get-admin-users';
import { useToggleAdmin } from './api/toggle-admin';
import { adminCatalogue } from './messages/catalogue';
import { useDebouncedValue } from './use-debounced-value';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

export function AdminUsersPanel({ currentUserId }: { currentUserId: string }) {
  const [searchText, setSearchText] = useState('');
  const q = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  // The page belongs to the search it was chosen for: a new search starts at page 1 without an extra request.
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const list = useAdminUsers({ page, pageSize: PAGE_SIZE, q });
  const toggle = useToggleAdmin();
  const t = useT(adminCatalogue);
  // Kept as what happened, not as text, so it reads in the language on show.
  const [notice, setNotice] = useState<{ email: string; isAdmin: boolean } | null>(null);

  const onToggle = (user: AdminUser) => {
    setNotice(null);
    toggle.mutate(user.user_id, {
      onSuccess: (updated) => setNotice({ email: updated.email, isAdmin: updated.is_admin }),
    });
  };

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <section aria-labelledby="admin-users-heading" className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="admin-users-heading" className="text-xl font-semibold text-slate-900">{t('users')}</h2>
        <div className="w-full sm:w-80">
          <label htmlFor="admin-user-search" className="mb-1.5 block text-sm font-medium text-slate-700">{t('searchUsers')}</label>
          <input id="admin-user-search" type="search" className={inputClass} placeholder={t('searchPlaceholder')} value={searchText} onChange={(e) => setSearchText(e.target.value)} />
        </div>
      </div>

      <div className="mt-4 space-y-3">
        {toggle.isError && <Alert tone="error">{t('couldNotChangeRights', { error: toggle.error.message })}</Alert>}
        {notice && !toggle.isPending && <Alert tone="success">{t(notice.isAdmin ? 'isNowAdmin' : 'isNoLongerAdmin', { email: notice.email })}</Alert>}
        {list.isError && (
          <Alert tone="error">
            <p>{list.error.message ? t('failedUsersBecause', { error: list.error.message }) : t('failedUsers')}</p>
            <Button variant="secondary" className="mt-2 px-3 py-1.5" onClick={() => list.refetch()}>{t('tryAgain')}</Button>
          </Alert>
        )}
      </div>

      {list.isPending ? (
        <Spinner label={t('loadingUsers')} className="py-16" />
      ) : data && data.users.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white px-4 py-12 text-center text-slate-600 ring-1 ring-slate-200">
          {q ? t('noUsersMatch', { query: q }) : t('noUsersYet')}
        </p>
      ) : data ? (
        <div className="mt-4">
          <AdminUsersTable
            users={data.users}
            currentUserId={currentUserId}
            pendingUserId={toggle.isPending ? (toggle.variables ?? null) : null}
            isRefreshing={list.isFetching}
            onToggle={onToggle}
          />
        </div>
      ) : null}

      {data && <AdminPagination page={data.page} pageCount={pageCount} total={data.total} onPageChange={(next) => setPaging({ q, page: next })} />}
    </section>
  );
}
