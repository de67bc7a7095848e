import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TodayDto } from '#/shared/api/today';
import type { CourseLanguage } from '#/shared/course/levels';
import { apiRequest } from '#/web/lib/api-client';

export const todayKey = (language: CourseLanguage) => ['today', language];

export function useToday(language: CourseLanguage) {
  return useQuery({ queryKey: todayKey(language), queryFn: () => apiRequest<'GET /api/today'>(`/api/today?language=${language}`) });
}

export function useSetDailyGoal(language: CourseLanguage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goalMinutes: number) => apiRequest<'PUT /api/today/goal'>('/api/today/goal', { method: 'PUT', body: { goal_minutes: goalMinutes as 5 } }),
    onSuccess: ({ goal_minutes }) => queryClient.setQueryData<TodayDto>(todayKey(language), (today) => (today ? { ...today, goal_minutes } : today)),
  });
}
