import { useQuery } from '@tanstack/react-query';
import type { UsageSummary } from '#/shared/usage-summary';
import { ApiError, apiRequest } from '#/web/lib/api-client';

export const USAGE_SUMMARY_PATH = '/api/admin/usage';

export function getUsageSummary(days: number, signal?: AbortSignal) {
  return apiRequest<UsageSummary>(`${USAGE_SUMMARY_PATH}?days=${days}`, { signal });
}

export function useUsageSummary(days = 30) {
  return useQuery({
    queryKey: ['admin-usage', days],
    queryFn: ({ signal }) => getUsageSummary(days, signal),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
}
