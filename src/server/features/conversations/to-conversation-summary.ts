import type { ConversationSummary } from '#/shared/conversation';
import type { ConversationRow } from './find-own-conversation';

export function toConversationSummary(row: ConversationRow, teacherName: string | null): ConversationSummary {
  return {
    id: row.id,
    teacher_slug: row.teacherSlug,
    teacher_name: teacherName ?? row.teacherSlug,
    topic: row.topic,
    mode: row.mode,
    first_line: row.firstLine,
    message_count: row.messageCount,
    started_at: row.startedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
