import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#/web/lib/api-client';

export const listConversations = (params: { cursor?: string | null; limit?: number; teacher?: string }) => {
  const query = new URLSearchParams();
  if (params.cursor) query.set('cursor', params.cursor);
  if (params.limit) query.set('limit', String(params.limit));
  if (params.teacher) query.set('teacher', params.teacher);
  return apiRequest<'GET /api/conversations'>(`/api/conversations?${query}`);
};

export function useConversationHistory() {
  return useInfiniteQuery({
    queryKey: ['conversations', 'history'],
    queryFn: ({ pageParam }) => listConversations({ cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

/** The learner's latest conversation with one teacher, offered as 'Continue Conversation'. */
export function useLatestConversation(teacherSlug: string) {
  return useQuery({
    queryKey: ['conversations', 'latest', teacherSlug],
    queryFn: () => listConversations({ teacher: teacherSlug, limit: 1 }).then((page) => page.conversations[0] ?? null),
    staleTime: 0,
  });
}
