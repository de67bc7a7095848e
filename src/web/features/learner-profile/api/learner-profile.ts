import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LearnerLevel, LearnerProfileDto } from '#/shared/learner-profile';
import { apiRequest } from '#/web/lib/api-client';

const key = ['learner-profile'];

export function useLearnerProfile() {
  return useQuery({ queryKey: key, queryFn: () => apiRequest<LearnerProfileDto>('/api/learner-profile') });
}

export function useUpdateLearnerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { level?: LearnerLevel | null; goals?: string }) => apiRequest<LearnerProfileDto>('/api/learner-profile', { method: 'PUT', body: change }),
    onSuccess: (profile) => queryClient.setQueryData(key, profile),
  });
}

export function useForgetFact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<LearnerProfileDto>(`/api/learner-profile/facts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (profile) => queryClient.setQueryData(key, profile),
  });
}
