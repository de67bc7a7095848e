import { describe, expect, it } from 'vitest';
import { chatRequestSchema } from './chat';

describe('chatRequestSchema', () => {
  it("composes a message's accents, as the tutor's checks read them ('o' and a combining accent become 'ó')", () => {
    const request = chatRequestSchema.parse({ teacher_slug: 'lucia', messages: [{ role: 'user', content: ' Logan murió al final. '.normalize('NFD') }] });
    expect(request.messages[0]!.content).toBe('Logan murió al final.');
    expect(request.messages[0]!.content).toHaveLength(21);
  });
});
