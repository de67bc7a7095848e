import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#/web/lib/api-client';

export function getUsageSummary(days: number, signal?: AbortSignal) {
  return apiRequest<'GET /api/admin/usage'>(`/api/admin/usage?days=${days}`, { signal });
}

export function useUsageSummary(days = 30) {
  return useQuery({
    queryKey: ['admin-usage', days],
    queryFn: ({ signal }) => getUsageSummary(days, signal),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
}
