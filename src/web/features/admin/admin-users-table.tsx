import { Button } from '#/web/components/button';
import type { AdminUser } from '#/shared/admin-user';
import { SubscriptionStatusLabel } from './subscription-status-label';

export const OWN_ROW_TITLE = 'You cannot change your own admin rights.';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

type AdminUsersTableProps = {
  users: AdminUser[];
  currentUserId: string;
  /** The user whose rights are being changed right now, if any. */
  pendingUserId: string | null;
  isRefreshing: boolean;
  onToggle: (user: AdminUser) => void;
};

export function AdminUsersTable({ users, currentUserId, pendingUserId, isRefreshing, onToggle }: AdminUsersTableProps) {
  return (
    // Focusable so keyboard users can scroll the table sideways on a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard (axe: scrollable-region-focusable)
    <section aria-label="Users table" tabIndex={0} className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600">
      <table className="w-full min-w-[52rem] text-left text-sm" aria-busy={isRefreshing}>
        <caption className="sr-only">Users, newest first</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3">Email</th>
            <th scope="col" className="px-4 py-3">Name</th>
            <th scope="col" className="px-4 py-3">Admin</th>
            <th scope="col" className="px-4 py-3 text-right">Messages</th>
            <th scope="col" className="px-4 py-3">Subscription</th>
            <th scope="col" className="px-4 py-3">Created</th>
            <th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => {
            const isSelf = user.user_id === currentUserId;
            return (
              <tr key={user.user_id}>
                <th scope="row" className="max-w-[16rem] truncate px-4 py-3 font-medium text-slate-900" title={user.email}>
                  {user.email}
                  {isSelf && <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>}
                </th>
                <td className="px-4 py-3 text-slate-700">{user.full_name ?? <span className="text-slate-400">Not set</span>}</td>
                <td className="px-4 py-3">{user.is_admin ? <span className="font-semibold text-indigo-700">Admin</span> : <span className="text-slate-500">No</span>}</td>
                <td className="px-4 py-3 text-right tabular-nums text-slate-700">{user.message_count}</td>
                <td className="px-4 py-3"><SubscriptionStatusLabel status={user.subscription_status} /></td>
                <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                  <time dateTime={user.created_at}>{dateFormat.format(new Date(user.created_at))}</time>
                </td>
                <td className="px-4 py-3 text-right">
                  <Button
                    variant="secondary"
                    className="whitespace-nowrap px-3 py-1.5"
                    disabled={isSelf || pendingUserId !== null}
                    title={isSelf ? OWN_ROW_TITLE : undefined}
                    aria-busy={pendingUserId === user.user_id}
                    onClick={() => onToggle(user)}
                  >
                    {user.is_admin ? 'Remove admin' : 'Make admin'}
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
