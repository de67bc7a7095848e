/**
 * "I have two children." ... "They go to the same school.": a message that begins with 'they', 'he' or 'she' just after
 * the learner named someone close ('my sister', 'two children') is about that person, and is listened to as if it
 * named them ("My children go to the same school."), so the follow-up asks about them and not about the learner's
 * own school days. Examples and counter-examples: person-told-before.test.ts.
 */
import { HE, SHE, THEY } from './person-agreement';

const PRONOUNS: Readonly<Record<string, readonly string[]>> = { they: THEY, he: HE, she: SHE };

/** The message with its first pronoun put as the person the previous message named, or null when it names none that fits. */
export function withPersonToldBefore(message: string, previousMessage: string | undefined): string | null {
  const pronoun = /^(they|he|she)\b/i.exec(message.trim())?.[1]?.toLowerCase();
  if (!pronoun || !previousMessage) return null;
  const people = PRONOUNS[pronoun]!;
  const named = [...previousMessage.matchAll(/\b(?:my|our|(?:i|we) have (?:a|an|one|two|three|four|five|\d+)|(?:a|an|one|two|three|four|five|\d+))\s+(?:(?:little|big|older|younger|baby|twin|teenage|grown-up)\s+)?(\p{L}+)/giu)]
    .map((m) => m[1]!.toLowerCase())
    .filter((who) => people.includes(who));
  // One person of the right kind, or it is not clear who is meant.
  if (new Set(named).size !== 1) return null;
  return message.trim().replace(/^(they|he|she)\b/i, `My ${named[0]}`);
}
