import { useAuth } from '#/web/features/auth/auth-provider';
import { useDueCount } from '#/web/features/review/api/review';

/** How many review cards are due, beside the Review link. */
export function DueCountBadge() {
  const auth = useAuth();
  const { data: due = 0 } = useDueCount(Boolean(auth.user));
  if (due === 0) return null;
  return (
    <span className="ml-1 rounded-full bg-indigo-600 px-1.5 py-0.5 text-xs font-bold text-white" aria-label={`${due} due`}>
      {due > 99 ? '99+' : due}
    </span>
  );
}
