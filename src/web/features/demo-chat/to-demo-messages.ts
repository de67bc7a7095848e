/** The demo a visitor already had, as the server kept it, back on screen after a reload: the greeting, then each turn. */
import type { DemoState } from '#/shared/demo';
import { introductionFor } from '#/shared/teacher-introduction';
import type { ConversationMessage } from '#/web/features/conversation/public';

export function toDemoMessages({ teacher, turns }: Pick<DemoState, 'teacher' | 'turns'>, topic: string): ConversationMessage[] {
  if (turns.length === 0) return [];
  const greetedAt = Date.parse(turns[0]!.created_at);
  return [
    { id: 'demo-greeting', role: 'assistant', content: introductionFor(teacher, topic), timestamp: greetedAt },
    ...turns.flatMap((turn, i): ConversationMessage[] => {
      const at = Date.parse(turn.created_at);
      return [
        { id: `demo-turn-${i}-learner`, role: 'user', content: turn.learner_message, timestamp: at },
        { id: `demo-turn-${i}-reply`, role: 'assistant', content: turn.reply, timestamp: at },
      ];
    }),
  ];
}
