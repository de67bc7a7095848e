import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '#/web/features/auth/public';
import { subscriptionQueryKey } from './api/get-subscription';

/** Listens on the real-time channel 'subscription-changes' and refetches the subscription on every change. */
export function useSubscriptionChanges() {
  const queryClient = useQueryClient();
  const { user, refreshProfile } = useAuth();
  useEffect(() => {
    if (!user || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/me/subscription/events');
    source.addEventListener('subscription-changes', () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      void refreshProfile();
    });
    return () => source.close();
  }, [user, queryClient, refreshProfile]);
}
