import { Link } from 'react-router';
import { FREE_MESSAGE_LIMIT } from '#/shared/constants';
import { isActive } from '#/shared/subscription';
import { useAuth } from '#/web/features/auth/public';
import { useSubscription } from '#/web/features/subscription/public';
import { useT } from '#/web/i18n/use-t';
import { freeMessageBannerText } from './free-message-banner-text';
import { freeMessagesCatalogue } from './messages/catalogue';

/** Warns a free user who is about to run out of (or has used) their free messages. */
/** `isCompact`: one short line below the lg breakpoint (the phone chat screen, where every line counts). */
export function FreeMessageBanner({ className = '', isCompact = false }: { className?: string; isCompact?: boolean }) {
  const t = useT(freeMessagesCatalogue);
  const { userProfile } = useAuth();
  const subscription = useSubscription();
  // Skipped while the subscription loads and for paying users.
  if (!userProfile || subscription.isPending || isActive(subscription.data)) return null;
  const text = freeMessageBannerText(userProfile.message_count, FREE_MESSAGE_LIMIT, t);
  if (!text) return null;
  const layout = isCompact ? 'flex-nowrap px-3 py-1 text-xs lg:flex-wrap lg:px-4 lg:py-3 lg:text-sm' : 'flex-wrap px-4 py-3 text-sm';
  return (
    <div role="status" className={`flex items-center justify-between gap-3 rounded-xl bg-amber-50 text-amber-900 ring-1 ring-amber-200 ${layout} ${className}`}>
      <span>{text}</span>
      <Link to="/pricing" aria-label={t('upgradeForUnlimited')} className={`font-semibold text-amber-900 underline ${isCompact ? 'whitespace-nowrap' : ''}`}>
        {isCompact ? (
          <>
            <span className="lg:hidden">{t('upgrade')}</span>
            <span className="hidden lg:inline">{t('upgradeForUnlimited')}</span>
          </>
        ) : (
          t('upgradeForUnlimited')
        )}
      </Link>
    </div>
  );
}
