import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#/shared/api/contracts';
import { apiRequest } from '#/web/lib/api-client';
import { placementResultKey } from './get-placement-result';

/** The learner's own answer, and with it "Your level"; the path now starts at the placement's level. */
export function useFinishPlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'POST /api/placement/finish'>) => apiRequest<'POST /api/placement/finish'>('/api/placement/finish', { body }),
    onSuccess: (result) => {
      queryClient.setQueryData(placementResultKey(result.language), result);
      void queryClient.invalidateQueries({ queryKey: ['course', 'path'] });
    },
  });
}
