/**
 * Verbs that take their object after another preposition than the English one (words/verbs-with-their-preposition.json):
 * 'Depende en el tiempo' -> 'Depende del tiempo', 'Soñé de mi abuela' -> 'Soñé con mi abuela', 'Me enamoré con la ciudad'
 * -> 'Me enamoré de la ciudad', 'Consiste de tres partes' -> 'Consiste en tres partes', 'se casó a un chico' -> 'con',
 * 'pensando sobre cambiar' -> 'en' (of a plan; 'pensar sobre un tema' is right). Only where what follows is the
 * verb's object (an article, a possessive, a pronoun, a number or an infinitive): 'depende en gran parte de ti' and 'me enamoré con
 * solo verla' are right and left, and so is a reflexive form after another pronoun ('me enamoró con su voz').
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import verbsWithTheirPreposition from '../words/verbs-with-their-preposition.json';
import { because, describeFamily } from '../because';
import { isInfinitive } from './infinitive-as-verb';
import peopleWords from '../words/people.json';

type VerbEntry = { right: string; wrong: string[]; forms: string[]; reflexive?: Record<string, string>; objects?: 'person' | 'infinitive' };
const { _about: _, ...entries } = verbsWithTheirPreposition as unknown as Record<string, VerbEntry> & { _about: string };

/** Each form of these verbs, with its verb's entry. */
const ENTRY_OF = new Map<string, VerbEntry & { verb: string }>();
for (const [verb, entry] of Object.entries(entries)) {
  for (const form of [...entry.forms, ...Object.keys(entry.reflexive ?? {})]) ENTRY_OF.set(form, { ...entry, verb });
}
/** A person: one of them ('un chico', 'mi novia'), a pronoun, or a name ('Ana'); not 'los treinta', an age. */
const PERSON_START = /^(?:un|una|mi|tu|su|nuestro|nuestra|este|esta|ese|esa|aquel|aquella)$/;
/** Who one marries: people named by what they are ('un chico', 'mi novia'); 'a una edad muy joven' is when. */
const PEOPLE = new Set([...Object.keys(peopleWords), 'chico', 'chica', 'hombre', 'mujer', 'persona', 'muchacho', 'muchacha']);
/** What starts the verb's object: an article, a possessive, a demonstrative, a pronoun after a preposition, a number. */
const OBJECT_START = /^(?:el|la|los|las|un|una|unos|unas|mi|mis|tu|tus|su|sus|nuestro|nuestra|nuestros|nuestras|vuestro|vuestra|este|esta|estos|estas|ese|esa|esos|esas|aquel|aquella|mí|ti|él|ella|ellos|ellas|usted|ustedes|nosotros|nosotras|vosotros|vosotras|lo|cómo|qué|quién|cuánto|cuánta|cuántos|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|varios|varias|muchos|muchas|\d+)$/;

export const verbWithItsPreposition: GrammarRule = {
  id: 'verb-with-its-preposition',
  family: 'verb-with-its-preposition',
  explanation: describeFamily('es:verb-with-its-preposition'),
  examples: [
    { text: 'Todo depende en el tiempo.', better: 'Todo depende del tiempo.' },
    { text: 'El precio depende en la temporada.', better: 'El precio depende de la temporada.' },
    { text: 'Anoche soñé de mi abuela.', better: 'Anoche soñé con mi abuela.' },
    { text: 'Siempre soñaba de un viaje a Japón.', better: 'Siempre soñaba con un viaje a Japón.' },
    { text: 'Me enamoré con la ciudad.', better: 'Me enamoré de la ciudad.' },
    { text: 'Estoy enamorada con mi novio.', better: 'Estoy enamorada de mi novio.' },
    { text: 'El examen consiste de tres partes.', better: 'El examen consiste en tres partes.' },
    { text: 'Mi hermana se casó a un chico de Chile.', better: 'Mi hermana se casó con un chico de Chile.' },
    { text: 'Estoy pensando sobre cambiar de trabajo.', better: 'Estoy pensando en cambiar de trabajo.' },
    { text: 'Mi hijo sueña de ser médico.', better: 'Mi hijo sueña con ser médico.' },
  ],
  counterExamples: [
    'Todo depende de ti.',
    'Depende en gran parte del clima.',
    'Soñé con el mar.',
    'Mi sueño de niña era ser piloto.',
    'Me enamoré de Sevilla.',
    'Me enamoré con solo verla.',
    'Me enamoró con su voz.',
    'El trabajo consiste en atender a los clientes.',
    'Depende, en la mayoría de los casos, del precio.',
    // Ordinary sentences that look like the error and are right.
    'Dependo de mis padres para todo.',
    'Sueñas con viajar por el mundo.',
    'Se enamoraron de la casa en cuanto la vieron.',
    'Me casé a los treinta años.',
    'Se casó a la edad de veinte años.',
    'Se casó a una edad muy joven.',
    'Me casé a mi regreso de Chile.',
    'Depende en su mayoría de las ventas.',
    'Depende en muchos casos del clima.',
    'Tenemos que pensar sobre este tema.',
    'Estoy pensando sobre mi futuro.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const entry = ENTRY_OF.get(t.lower);
      const preposition = tokens[i + 1];
      if (!entry || !preposition || !entry.wrong.includes(preposition.lower) || /\S/.test(t.post) || /\S/.test(preposition.post)) return;
      // 'me enamoró con su voz': a reflexive verb only after its own pronoun.
      const pronoun = entry.reflexive?.[t.lower];
      if (pronoun && tokens[i - 1]?.lower !== pronoun) return;
      const object = tokens[i + 2];
      if (!object) return;
      const person = tokens[i + 3];
      const isPerson = ['él', 'ella'].includes(object.lower) || /^\p{Lu}\p{Ll}+$/u.test(object.text) || (PERSON_START.test(object.lower) && !!person && PEOPLE.has(person.lower));
      const startsObject = entry.objects === 'person' ? isPerson : entry.objects === 'infinitive' ? isInfinitive(object.lower) : OBJECT_START.test(object.lower) || isInfinitive(object.lower);
      if (!startsObject) return;
      // 'Depende en su mayoría de las ventas', 'Depende en el fondo de ti': a 'de' later in the clause is the verb's own,
      // and what comes between is said in passing.
      const rest = tokens.slice(i + 2);
      const clauseEnd = rest.findIndex((w) => /[,;:.!?]/.test(w.post));
      if (entry.right === 'de' && rest.slice(1, clauseEnd === -1 ? undefined : clauseEnd + 1).some((w) => ['de', 'del'].includes(w.lower))) return;
      // 'de' + 'el' is 'del': the article goes into the preposition.
      if (entry.right === 'de' && object.lower === 'el') {
        edits.push({ start: i + 1, end: i + 3, to: matchCase(preposition.text, 'del'), ...because('es:verb-with-its-preposition.right', { verb: entry.verb, preposition: entry.right }) });
        return;
      }
      edits.push({ start: i + 1, end: i + 2, to: matchCase(preposition.text, entry.right), ...because('es:verb-with-its-preposition.right', { verb: entry.verb, preposition: entry.right }) });
    });
    return edits;
  },
};
