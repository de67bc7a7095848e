import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#/shared/api/contracts';
import { apiCall } from '#/web/lib/api-call';

export type SubscriptionResponse = ResponseOf<'GET /api/me/subscription'>;

export const subscriptionQueryKey = ['subscription'] as const;

export function getSubscription() {
  return apiCall('GET /api/me/subscription').then((r) => r.subscription);
}

export function useSubscription(isEnabled = true) {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: getSubscription, enabled: isEnabled });
}
