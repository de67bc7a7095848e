import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseLanguage, CourseLevel } from '#/shared/course/unit';
import { apiRequest } from '#/web/lib/api-client';

export const pathKey = (language: CourseLanguage) => ['course', 'path', language];

export function usePath(language: CourseLanguage) {
  return useQuery({ queryKey: pathKey(language), queryFn: () => apiRequest<'GET /api/course/path'>(`/api/course/path?language=${language}`) });
}

/** The learner overrules the level their path starts at. */
export function useChooseLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { language: CourseLanguage; level: CourseLevel }) => apiRequest<'PUT /api/course/level'>('/api/course/level', { method: 'PUT', body }),
    onSuccess: (path) => queryClient.setQueryData(pathKey(path.language), path),
  });
}
