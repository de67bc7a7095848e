import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#/web/lib/api-client';

export type AdminUsersParams = { page: number; pageSize: number; q: string };

export const adminUsersQueryKey = ['admin-users'] as const;

export function getAdminUsers({ page, pageSize, q }: AdminUsersParams, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (q) params.set('q', q);
  return apiRequest<'GET /functions/v1/admin-users'>(`/functions/v1/admin-users?${params}`, { signal });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({
    queryKey: [...adminUsersQueryKey, params],
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    // The current page stays on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
    // A refusal (403, 400) will not change on a second try; a network or server failure might.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
}
