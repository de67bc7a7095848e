import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '#/shared/api/contracts';
import { apiRequest } from '#/web/lib/api-client';

export type SubscriptionResponse = ResponseOf<'GET /api/me/subscription'>;

export const subscriptionQueryKey = ['subscription'] as const;

export function getSubscription() {
  return apiRequest<'GET /api/me/subscription'>('/api/me/subscription').then((r) => r.subscription);
}

export function useSubscription(isEnabled = true) {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: getSubscription, enabled: isEnabled });
}
