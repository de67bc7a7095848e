import { useQuery } from '@tanstack/react-query';
import type { UserSubscription } from '#/shared/subscription';
import { apiRequest } from '#/web/lib/api-client';

export type SubscriptionResponse = { subscription: (UserSubscription & { plan_name?: string | null }) | null };

export const subscriptionQueryKey = ['subscription'] as const;

export function getSubscription() {
  return apiRequest<SubscriptionResponse>('/api/me/subscription').then((r) => r.subscription);
}

export function useSubscription(isEnabled = true) {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: getSubscription, enabled: isEnabled });
}
