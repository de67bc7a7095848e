/**
 * "How do I say 'my brother is very funny'?" asked of Lucía: what someone is like, said with 'ser' and an adjective of
 * her word lists (packs/es/words/person-adjectives.json, read from the English meaning), agreeing with who it is said of.
 * Only this shape is built, and only from listed words: anything else stays with the phrasebook's honest answer.
 */
import personAdjectives from '../packs/es/words/person-adjectives.json';
import type { PhrasebookEntry } from './spanish-phrasebook';

type Gender = 'm' | 'f' | 'either';

/** The English of each adjective, to the first Spanish word of the lists that means it ('funny' -> 'gracioso'). */
const ADJECTIVE_FOR: ReadonlyMap<string, string> = new Map(
  Object.entries({ ...personAdjectives.character, ...personAdjectives.looks })
    .filter(([, english]) => /^[a-z-]+$/.test(english))
    .reverse()
    .map(([spanish, english]) => [english, spanish]),
);

/** Who it is said of, in English, as a Spanish subject and the form of 'ser' it takes. */
const PEOPLE: Readonly<Record<string, { spanish: string; gender: Gender; plural?: boolean }>> = {
  brother: { spanish: 'hermano', gender: 'm' }, sister: { spanish: 'hermana', gender: 'f' }, mother: { spanish: 'madre', gender: 'f' }, mum: { spanish: 'madre', gender: 'f' }, mom: { spanish: 'madre', gender: 'f' },
  father: { spanish: 'padre', gender: 'm' }, dad: { spanish: 'padre', gender: 'm' }, wife: { spanish: 'mujer', gender: 'f' }, husband: { spanish: 'marido', gender: 'm' },
  son: { spanish: 'hijo', gender: 'm' }, daughter: { spanish: 'hija', gender: 'f' }, girlfriend: { spanish: 'novia', gender: 'f' }, boyfriend: { spanish: 'novio', gender: 'm' },
  grandmother: { spanish: 'abuela', gender: 'f' }, grandfather: { spanish: 'abuelo', gender: 'm' }, boss: { spanish: 'jefe', gender: 'm' }, friend: { spanish: 'amigo', gender: 'either' },
  cousin: { spanish: 'primo', gender: 'either' }, neighbour: { spanish: 'vecino', gender: 'either' }, teacher: { spanish: 'profesor', gender: 'either' },
  parents: { spanish: 'padres', gender: 'm', plural: true }, brothers: { spanish: 'hermanos', gender: 'm', plural: true }, sisters: { spanish: 'hermanas', gender: 'f', plural: true },
  children: { spanish: 'hijos', gender: 'm', plural: true }, kids: { spanish: 'hijos', gender: 'm', plural: true }, friends: { spanish: 'amigos', gender: 'm', plural: true },
};
const PRONOUNS: Readonly<Record<string, { ser: string; gender: Gender; plural?: boolean }>> = {
  'i am': { ser: 'Soy', gender: 'either' }, "i'm": { ser: 'Soy', gender: 'either' }, 'you are': { ser: 'Eres', gender: 'either' }, "you're": { ser: 'Eres', gender: 'either' },
  'he is': { ser: 'Es', gender: 'm' }, "he's": { ser: 'Es', gender: 'm' }, 'she is': { ser: 'Es', gender: 'f' }, "she's": { ser: 'Es', gender: 'f' },
  'we are': { ser: 'Somos', gender: 'm', plural: true }, "we're": { ser: 'Somos', gender: 'm', plural: true }, 'they are': { ser: 'Son', gender: 'm', plural: true }, "they're": { ser: 'Son', gender: 'm', plural: true },
};
const DEGREE: Readonly<Record<string, string>> = { very: 'muy ', really: 'muy ', so: 'muy ', quite: 'bastante ', '': '' };
/** Plurals the endings rule would write without their accent. */
const PLURAL_WITH_ACCENT: Readonly<Record<string, string>> = { joven: 'jóvenes' };

const ASKED = /^(?:(i am|i'm|you are|you're|he is|he's|she is|she's|we are|we're|they are|they're)|my (\w+)(?: (is|are)|'s)) (?:(very|really|so|quite) )?([a-z-]+)[.!]?$/;

function inflect(base: string, gender: 'm' | 'f', plural: boolean): string {
  const singular = gender === 'f' ? (base.endsWith('o') ? `${base.slice(0, -1)}a` : base.endsWith('or') ? `${base}a` : base) : base;
  if (!plural) return singular;
  return PLURAL_WITH_ACCENT[singular] ?? (/[aeiouáéó]$/.test(singular) ? `${singular}s` : `${singular}es`);
}

/** Whether the adjective changes with who it is said of ('alto', 'alta'; 'amable' does not). */
const changesWithGender = (base: string) => inflect(base, 'm', false) !== inflect(base, 'f', false);

export const DESCRIBED_EXAMPLES = {
  built: [
    ['my brother is very funny', 'Mi hermano es muy gracioso.'],
    ['she is very friendly', 'Es muy simpática.'],
    ['my parents are very kind', 'Mis padres son muy amables.'],
    ['I am tall', 'Soy alto.'],
    ["my sister's hard-working", 'Mi hermana es trabajadora.'],
  ],
  notBuilt: ['I moved here last year', 'my brother is a doctor', 'she is tired', 'it is very expensive', 'my brother is very angry'],
} as const;

export function describedInSpanish(english: string): PhrasebookEntry | null {
  const found = ASKED.exec(english.trim().toLowerCase().replace(/[’]/g, "'"));
  if (!found) return null;
  const [, pronoun, personWord, verb, degree = '', adjectiveWord] = found;
  const base = ADJECTIVE_FOR.get(adjectiveWord!);
  if (!base) return null;
  const who = pronoun ? PRONOUNS[pronoun]! : PEOPLE[personWord!];
  if (!who || (!pronoun && (verb === 'are') !== !!who.plural)) return null;
  const gender = who.gender === 'f' ? 'f' : 'm';
  const plural = !!who.plural;
  const adjective = `${DEGREE[degree]}${inflect(base, gender, plural)}`;
  const subject = 'ser' in who ? who.ser : `${plural ? 'Mis' : 'Mi'} ${who.spanish} ${plural ? 'son' : 'es'}`;
  const spanish = `${subject} ${adjective}.`;
  // Said of someone whose gender the English does not tell: the other form too.
  if (who.gender !== 'either' || !changesWithGender(base)) return { english, spanish };
  const feminine = `${DEGREE[degree]}${inflect(base, 'f', plural)}`;
  const note = 'ser' in who ? `Said by or of a woman: ${who.ser.toLowerCase()} ${feminine}.` : `For a woman: mi ${who.spanish.replace(/o$/, 'a').replace(/or$/, 'ora')} es ${feminine}.`;
  return { english, spanish, note };
}
