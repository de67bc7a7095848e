import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiCall } from '#/web/lib/api-call';

export const listConversations = (params: { cursor?: string | null; limit?: number; teacher?: string }) =>
  apiCall('GET /api/conversations', { query: { cursor: params.cursor || undefined, limit: params.limit || undefined, teacher: params.teacher || undefined } });

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
