import { useQuery } from '@tanstack/react-query';
import type { ProgressDto } from '#/shared/notebook';
import { apiRequest } from '#/web/lib/api-client';

export function useProgress() {
  return useQuery({ queryKey: ['progress'], queryFn: () => apiRequest<ProgressDto>('/api/progress') });
}
