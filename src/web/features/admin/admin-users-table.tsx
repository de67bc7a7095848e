import { Button } from '#/web/components/button';
import type { AdminUser } from '#/shared/admin-user';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { adminCatalogue } from './messages/catalogue';
import { SubscriptionStatusLabel } from './subscription-status-label';

type AdminUsersTableProps = {
  users: AdminUser[];
  currentUserId: string;
  /** The user whose rights are being changed right now, if any. */
  pendingUserId: string | null;
  isRefreshing: boolean;
  onToggle: (user: AdminUser) => void;
};

export function AdminUsersTable({ users, currentUserId, pendingUserId, isRefreshing, onToggle }: AdminUsersTableProps) {
  const t = useT(adminCatalogue);
  const format = useFormatters();
  return (
    // Focusable so keyboard users can scroll the table sideways on a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard (axe: scrollable-region-focusable)
    <section aria-label={t('usersTable')} tabIndex={0} className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600">
      <table className="w-full min-w-[52rem] text-start text-sm" aria-busy={isRefreshing}>
        <caption className="sr-only">{t('usersCaption')}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3">{t('columnEmail')}</th>
            <th scope="col" className="px-4 py-3">{t('columnName')}</th>
            <th scope="col" className="px-4 py-3">{t('columnAdmin')}</th>
            <th scope="col" className="px-4 py-3 text-end">{t('columnMessages')}</th>
            <th scope="col" className="px-4 py-3">{t('columnSubscription')}</th>
            <th scope="col" className="px-4 py-3">{t('columnCreated')}</th>
            <th scope="col" className="px-4 py-3"><span className="sr-only">{t('columnActions')}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => {
            const isSelf = user.user_id === currentUserId;
            return (
              <tr key={user.user_id}>
                <th scope="row" className="max-w-[16rem] truncate px-4 py-3 font-medium text-slate-900" title={user.email}>
                  {user.email}
                  {isSelf && <span className="ms-2 text-xs font-normal text-slate-500">{t('you')}</span>}
                </th>
                <td className="px-4 py-3 text-slate-700">{user.full_name ?? <span className="text-slate-400">{t('notSet')}</span>}</td>
                <td className="px-4 py-3">{user.is_admin ? <span className="font-semibold text-indigo-700">{t('isAdmin')}</span> : <span className="text-slate-500">{t('isNotAdmin')}</span>}</td>
                <td className="px-4 py-3 text-end tabular-nums text-slate-700">{format.number(user.message_count)}</td>
                <td className="px-4 py-3"><SubscriptionStatusLabel status={user.subscription_status} /></td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                  <time dateTime={user.created_at}>{format.date(user.created_at)}</time>
                </td>
                <td className="px-4 py-3 text-end">
                  <Button
                    variant="secondary"
                    className="whitespace-nowrap px-3 py-1.5"
                    disabled={isSelf || pendingUserId !== null}
                    title={isSelf ? t('ownRights') : undefined}
                    aria-busy={pendingUserId === user.user_id}
                    onClick={() => onToggle(user)}
                  >
                    {user.is_admin ? t('removeAdmin') : t('makeAdmin')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
