import { GENERAL_CONVERSATION_TOPIC } from './constants';

/**
 * The teacher's opening line for a topic: said by the browser, and stored by the server as a conversation's first
 * message. The general topic is no subject to name ('Let's talk about General Conversation'): it is said as what it is.
 */
export function introductionFor(teacher: { name: string; introduction?: string | null }, topic: string): string {
  const text = teacher.introduction?.trim() || `Hi, I'm ${teacher.name}. Let's talk about {topic}. What would you like to start with?`;
  return text.replaceAll('{topic}', topic === GENERAL_CONVERSATION_TOPIC ? 'whatever you like' : topic);
}
