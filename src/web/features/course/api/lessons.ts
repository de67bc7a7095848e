import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LessonRunView, LessonView } from '#/shared/api/course';
import { apiRequest } from '#/web/lib/api-client';

export const lessonKey = (id: string) => ['course', 'lesson', id];
const path = (id: string, rest = '') => `/api/course/lessons/${encodeURIComponent(id)}${rest}`;

export function useLesson(id: string) {
  return useQuery({ queryKey: lessonKey(id), queryFn: () => apiRequest<'GET /api/course/lessons/:id'>(path(id)), retry: false });
}

/** The lesson with its run replaced: every answer of the server carries the run as it now is. */
function useSetRun(id: string) {
  const queryClient = useQueryClient();
  return (run: LessonRunView) => queryClient.setQueryData<LessonView>(lessonKey(id), (lesson) => (lesson ? { ...lesson, run } : lesson));
}

/** Starts a run (or resumes the unfinished one). */
export function useStartRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<'POST /api/course/lessons/:id/runs'>(path(id, '/runs'), { body: {} }),
    onSuccess: (lesson) => queryClient.setQueryData(lessonKey(id), lesson),
  });
}

export function useLessonTurn(id: string) {
  const setRun = useSetRun(id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { run_id: string; text: string; seconds_spoken?: number }) => apiRequest<'POST /api/course/lessons/:id/turn'>(path(id, '/turn'), { body }),
    onSuccess: ({ run }) => {
      setRun(run);
      if (run.is_complete) void queryClient.invalidateQueries({ queryKey: ['course', 'path'] });
    },
  });
}

export function useRecordPhraseCheck(id: string) {
  const setRun = useSetRun(id);
  return useMutation({
    mutationFn: (body: { run_id: string; phrase: string; score: number; seconds_spoken?: number }) => apiRequest<'POST /api/course/lessons/:id/pronunciation'>(path(id, '/pronunciation'), { body }),
    onSuccess: setRun,
  });
}
