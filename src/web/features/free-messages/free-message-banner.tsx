import { Link } from 'react-router';
import { isActive } from '#/shared/subscription';
import { useAuth } from '#/web/features/auth/public';
import { useSubscription } from '#/web/features/subscription/public';
import { freeMessageBannerText } from './free-message-banner-text';

/** Warns a free user who is about to run out of (or has used) their free messages. */
export function FreeMessageBanner({ className = '' }: { className?: string }) {
  const { userProfile } = useAuth();
  const subscription = useSubscription();
  // Skipped while the subscription loads and for paying users (spec §5).
  if (!userProfile || subscription.isPending || isActive(subscription.data)) return null;
  const text = freeMessageBannerText(userProfile.message_count);
  if (!text) return null;
  return (
    <div role="status" className={`flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ${className}`}>
      <span>{text}</span>
      <Link to="/pricing" className="font-semibold text-amber-900 underline">Upgrade for unlimited conversations</Link>
    </div>
  );
}
