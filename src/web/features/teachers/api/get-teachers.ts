import { useQuery } from '@tanstack/react-query';
import type { Teacher } from '#/shared/teacher';
import { apiRequest } from '#/web/lib/api-client';

export const getTeachers = () => apiRequest<{ teachers: Teacher[] }>('/api/teachers').then((r) => r.teachers);

export function useTeachers() {
  return useQuery({ queryKey: ['teachers'], queryFn: getTeachers, staleTime: 5 * 60_000 });
}
