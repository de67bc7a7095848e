import type { NotebookEntryDto } from '#/shared/notebook';
import type { notebookEntries } from '../../db/schema';

export function toNotebookEntryDto(row: typeof notebookEntries.$inferSelect): NotebookEntryDto {
  return { id: row.id, kind: row.kind, front: row.front, back: row.back, note: row.note, context: row.context, teacher_name: row.teacherName, created_at: row.createdAt.toISOString(), due: row.due.toISOString() };
}
