/**
 * A told rule's messages asked of their teacher, each alone: the reply ends as expected, never says what `never` names,
 * and Lucía's Spanish passes her own checker (the English glosses in brackets aside).
 */
import { describe, expect, it } from 'vitest';
import { findCorrections } from '../../src/server/features/tutor/grammar/find-corrections';
import { askTutor } from '../../src/server/features/tutor/tutor-test-helpers';

type Case = readonly [slug: string, message: string, expected: RegExp];

const spanishOf = (reply: string) => reply.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();

export function answersInConversation(cases: readonly Case[], { never }: { never?: RegExp } = {}): void {
  describe('in the conversation', () => {
    it.each(cases)('%s: %j', async (slug, message, expected) => {
      const reply = await askTutor({ slug, messages: [{ role: 'user', content: message }] });
      expect(reply).toMatch(expected);
      if (never) expect(reply).not.toMatch(never);
      if (slug === 'lucia') expect(await findCorrections(spanishOf(reply), { max: 2, language: 'es-ES', families: 'every' })).toEqual([]);
    });
  });
}
