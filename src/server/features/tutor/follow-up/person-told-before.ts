/**
 * "I have two children." ... "They go to the same school.": a message that begins with 'they', 'he' or 'she' just after
 * the learner named someone close ('my sister', 'two children') is about that person, and is listened to as if it
 * named them ("My children go to the same school."), so the follow-up asks about them and not about the learner's
 * own school days. A pet is 'he', 'she' or 'it' ('I have a dog.' ... 'His name is Rocky.' is 'My dog is called Rocky').
 * Examples and counter-examples: person-told-before.test.ts.
 */
import { HE, SHE, spanishPerson, THEY } from './person-agreement';
import { MEMBERS } from './spanish-learner-facts';

/** Pets, spoken of as 'he', 'she' or 'it' ('my dog' ... 'His name is Rocky'). */
const PETS = ['dog', 'cat', 'puppy', 'kitten', 'rabbit', 'hamster', 'parrot', 'horse', 'tortoise', 'turtle'];
const PRONOUNS: Readonly<Record<string, readonly string[]>> = { they: THEY, he: [...HE, ...PETS], she: [...SHE, ...PETS], it: PETS };
/** 'His name is Rocky' said of a pet: 'My dog is called Rocky' (read as a pet named). */
const NAME_OF = /^(?:his|her|its) name is\b/i;

/** Spanish subject pronouns and the person each can stand for ('Ella' a woman, 'Ellos' several). */
const SPANISH_PRONOUNS: Readonly<Record<string, (person: ReturnType<typeof spanishPerson>) => boolean>> = {
  ella: (p) => p.subject === 'she', él: (p) => p.subject === 'he', ellas: (p) => p.subject === 'they' && p.isFeminine, ellos: (p) => p.subject === 'they',
};

/**
 * 'Visité a mi abuela.' ... 'Ella tiene ochenta años.': 'Mi abuela tiene ochenta años.' One family member of the
 * pronoun's gender and number named with 'mi', 'mis' or 'tengo un(a)' in the message before, or null.
 */
function withSpanishPersonToldBefore(said: string, previousMessage: string): string | null {
  const pronoun = /^(ellas|ellos|ella|él)(?![\p{L}])/iu.exec(said)?.[1];
  if (!pronoun) return null;
  const fits = SPANISH_PRONOUNS[pronoun.toLowerCase()]!;
  const named = [...previousMessage.matchAll(/(?<![\p{L}])(?:mis?|tengo (?:un|una|dos|tres))\s+(\p{L}+)/giu)]
    .map((m) => m[1]!.toLowerCase())
    .filter((who) => who !== 'familia' && MEMBERS[who] !== undefined && fits(spanishPerson(who)));
  if (new Set(named).size !== 1) return null;
  const who = named[0]!;
  return said.replace(/^\p{L}+/u, `${who.endsWith('s') ? 'Mis' : 'Mi'} ${who}`);
}

/** The message with its first pronoun put as the person the previous message named, or null when it names none that fits. */
export function withPersonToldBefore(message: string, previousMessage: string | undefined): string | null {
  const said = message.trim();
  if (previousMessage && /^(?:ella|él|ellos|ellas)(?![\p{L}])/iu.test(said)) return withSpanishPersonToldBefore(said, previousMessage);
  const pronoun = /^(they|he|she|it|his|her|its)\b/i.exec(said)?.[1]?.toLowerCase().replace(/^his$/, 'he').replace(/^its$/, 'it');
  if (!pronoun || !previousMessage) return null;
  // 'Her' opens only 'Her name is...'; 'It' only for a pet ('It is raining' names no one).
  if (/^her$/.test(pronoun) && !NAME_OF.test(said)) return null;
  const people = PRONOUNS[pronoun === 'her' ? 'she' : pronoun]!;
  const named = [...previousMessage.matchAll(/\b(?:my|our|(?:i|we) have (?:a|an|one|two|three|four|five|\d+)|(?:a|an|one|two|three|four|five|\d+))\s+(?:(?:little|big|older|younger|baby|twin|teenage|grown-up)\s+)?(\p{L}+)/giu)]
    .map((m) => m[1]!.toLowerCase())
    .filter((who) => people.includes(who));
  // One person of the right kind, or it is not clear who is meant.
  if (new Set(named).size !== 1) return null;
  if (NAME_OF.test(said)) return PETS.includes(named[0]!) ? said.replace(NAME_OF, `My ${named[0]} is called`) : null;
  return said.replace(/^(they|he|she|it)\b/i, `My ${named[0]}`);
}
