import { useAuth } from '#/web/features/auth/public';
import { useDueCount } from '#/web/features/review/public';
import { useT } from '#/web/i18n/use-t';
import { navCatalogue } from './messages/catalogue';

/** How many review cards are due: beside the Review link, and on the account menu's button where that link is in the menu. */
export function DueCountBadge({ className = 'ms-1' }: { className?: string }) {
  const t = useT(navCatalogue);
  const auth = useAuth();
  const { data: due = 0 } = useDueCount(Boolean(auth.user));
  if (due === 0) return null;
  return (
    <span className={`${className} rounded-full bg-indigo-600 px-1.5 py-0.5 text-xs font-bold text-white`}>
      <span aria-hidden="true">{due > 99 ? '99+' : due}</span>
      <span className="sr-only">{t('dueCount', { count: due })}</span>
    </span>
  );
}
