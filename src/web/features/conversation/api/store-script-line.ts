/** Stores a teacher's scripted line with the conversation (or starts one with it); the server composes the words. */
import type { ScriptLine } from '#/shared/script-lines';
import { apiRequest } from '#/web/lib/api-client';

export async function storeScriptLine(input: { conversationId?: string; teacherSlug: string; topic: string; line: ScriptLine }): Promise<string> {
  const stored = await apiRequest<'POST /api/script-lines'>('/api/script-lines', {
    body: { conversation_id: input.conversationId, teacher_slug: input.teacherSlug, topic: input.topic, line: input.line },
  });
  return stored.conversation_id;
}
