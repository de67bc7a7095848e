import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#/shared/api/contracts';
import { apiRequest } from '#/web/lib/api-client';

const key = ['learner-profile'];

export function useLearnerProfile() {
  return useQuery({ queryKey: key, queryFn: () => apiRequest<'GET /api/learner-profile'>('/api/learner-profile') });
}

export function useUpdateLearnerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BodyOf<'PUT /api/learner-profile'>) => apiRequest<'PUT /api/learner-profile'>('/api/learner-profile', { method: 'PUT', body: change }),
    onSuccess: (profile) => queryClient.setQueryData(key, profile),
  });
}

export function useForgetFact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<'DELETE /api/learner-profile/facts/:id'>(`/api/learner-profile/facts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (profile) => queryClient.setQueryData(key, profile),
  });
}
