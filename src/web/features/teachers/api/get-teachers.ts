import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/web/lib/api-client';

export const getTeachers = () => apiRequest<'GET /api/teachers'>('/api/teachers').then((r) => r.teachers);

export function useTeachers() {
  return useQuery({ queryKey: ['teachers'], queryFn: getTeachers, staleTime: 5 * 60_000 });
}
