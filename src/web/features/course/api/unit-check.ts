import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#/web/lib/api-client';

const path = (unitId: string) => `/api/course/units/${encodeURIComponent(unitId)}/check`;

export function useUnitCheck(unitId: string) {
  return useQuery({ queryKey: ['course', 'check', unitId], queryFn: () => apiRequest<'GET /api/course/units/:id/check'>(path(unitId)), retry: false });
}

export function useGradeUnitCheck(unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: number[]) => apiRequest<'POST /api/course/units/:id/check'>(path(unitId), { body: { answers } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['course', 'path'] }),
  });
}
