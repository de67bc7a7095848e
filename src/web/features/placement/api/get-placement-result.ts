import { useQuery } from '@tanstack/react-query';
import type { CourseLanguage } from '#/shared/course/unit';
import { apiRequest } from '#/web/lib/api-client';

export const placementResultKey = (language: CourseLanguage) => ['placement', 'result', language];

/** The learner's latest "Your level" in this language, or null before their first placement. */
export function usePlacementResult(language: CourseLanguage) {
  return useQuery({
    queryKey: placementResultKey(language),
    queryFn: () => apiRequest<'GET /api/placement/result'>(`/api/placement/result?language=${language}`).then((r) => r.result),
  });
}
