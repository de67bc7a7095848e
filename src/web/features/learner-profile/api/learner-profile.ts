import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#/shared/api/contracts';
import { apiCall } from '#/web/lib/api-call';

const key = ['learner-profile'];

export function useLearnerProfile() {
  return useQuery({ queryKey: key, queryFn: () => apiCall('GET /api/learner-profile') });
}

export function useUpdateLearnerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BodyOf<'PUT /api/learner-profile'>) => apiCall('PUT /api/learner-profile', { body: change }),
    onSuccess: (profile) => queryClient.setQueryData(key, profile),
  });
}

export function useForgetFact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall('DELETE /api/learner-profile/facts/:id', { params: { id } }),
    onSuccess: (profile) => queryClient.setQueryData(key, profile),
  });
}
