import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#/web/lib/api-client';

export const getTeacher = (slug: string) =>
  apiRequest<'GET /api/teachers/:slug'>(`/api/teachers/${encodeURIComponent(slug)}`).then((r) => r.teacher);

export function useTeacher(slug: string) {
  return useQuery({
    queryKey: ['teachers', slug],
    queryFn: () => getTeacher(slug),
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}
