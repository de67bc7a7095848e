import { useCallback, useState } from 'react';
import { FREE_MESSAGE_LIMIT } from '#/shared/constants';
import { isActive } from '#/shared/subscription';
import { useAuth } from '#/web/features/auth/public';
import { useSubscription } from '#/web/features/subscription/public';

/**
 * The browser's side of the free-message gate (the server enforces it): blocked at the limit,
 * skipped while the subscription loads or when it is active.
 */
export function useFreeMessageGate() {
  const { userProfile, refreshProfile } = useAuth();
  const subscription = useSubscription();
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false);
  const isAtLimit = useCallback(
    () => !subscription.isPending && !isActive(subscription.data) && (userProfile?.message_count ?? 0) >= FREE_MESSAGE_LIMIT,
    [subscription.isPending, subscription.data, userProfile?.message_count],
  );
  return {
    isAtLimit,
    isUpgradeOpen,
    openUpgrade: useCallback(() => setIsUpgradeOpen(true), []),
    closeUpgrade: useCallback(() => setIsUpgradeOpen(false), []),
    onMessageAnswered: refreshProfile,
  };
}
