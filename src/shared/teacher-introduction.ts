/** The teacher's opening line for a topic: said by the browser, and stored by the server as a conversation's first message. */
export function introductionFor(teacher: { name: string; introduction?: string | null }, topic: string): string {
  const text = teacher.introduction?.trim() || `Hi, I'm ${teacher.name}. Let's talk about {topic}. What would you like to start with?`;
  return text.replaceAll('{topic}', topic);
}
