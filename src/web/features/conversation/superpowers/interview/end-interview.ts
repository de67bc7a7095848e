/** Exit Interview, remembered with the conversation: after a reload it goes on as an ordinary one. */
import { apiRequest } from '#/web/lib/api-client';

export const endInterview = (conversationId: string) =>
  apiRequest<'POST /api/conversations/:id/end-interview'>(`/api/conversations/${encodeURIComponent(conversationId)}/end-interview`, { body: {} });
