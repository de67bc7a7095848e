/** Where a saved conversation is reopened: its teacher's page, on its topic. */
export function conversationLink(conversation: { id: string; teacher_slug: string; topic: string }): string {
  const query = new URLSearchParams({ topic: conversation.topic, conversation: conversation.id });
  return `/app/teacher/${encodeURIComponent(conversation.teacher_slug)}?${query}`;
}
