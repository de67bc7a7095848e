/**
 * "¿Cómo pido un café?", "¿Cómo pregunto dónde está el baño?": how to ask for something, asked of Lucía in Spanish.
 * She wraps the learner's own words in the request people really use in Spain, so nothing is translated that she
 * does not know: the English in brackets gives the words from her lists and keeps the rest in Spanish. Each kind
 * of request is data with the questions it must answer and those it must leave (run as tests).
 */
import { findEnglishFor } from './spanish-phrasebook';

export type SpanishRequest = {
  id: string;
  /** Group `what`: the thing asked for, as the learner wrote it ('un café', 'el baño'). */
  asked: RegExp;
  /** `practice`, when given, replaces the request's usual turn for this thing. */
  say: (what: string) => { spanish: string; english: string; practice?: string };
  /** The turn that lets the learner say it. */
  practice: string;
  examples: readonly string[];
  counterExamples: readonly string[];
};

/** A Spanish noun phrase as the learner wrote it: an article or a number, then one to three words. */
const THING = String.raw`(?<what>(?:el|la|los|las|un|una|unos|unas|dos|tres|otro|otra|m[aá]s) [\p{L}]+(?: [\p{L}]+){0,2}?)`;
const WHERE_TO = `(?: en (?:un|el|una|la) (?:bar|restaurante|cafeter[ií]a|tienda|hotel|mercado))?`;
const END = String.raw`\s*\??\s*$`;

const ARTICLES: Readonly<Record<string, string>> = { el: 'the', la: 'the', los: 'the', las: 'the', un: 'a', una: 'a', unos: 'some', unas: 'some', dos: 'two', tres: 'three', otro: 'another', otra: 'another', más: 'more', mas: 'more' };

/** 'un café' -> 'a coffee' where Lucía's lists know the noun; else the Spanish, quoted. */
export function englishFor(what: string): string {
  const [article, ...rest] = what.split(' ');
  const noun = rest.join(' ');
  const known = findEnglishFor(noun);
  if (!known) return `'${what}'`;
  const first = known.replace(/\s*\([^)]*\)/g, '').split(/,\s*/)[0]!.trim();
  const the = ARTICLES[article!.toLowerCase()] ?? '';
  const a = the === 'a' && /^[aeiou]/i.test(first) ? 'an' : the;
  return `${a} ${first}`.trim();
}

const capitalised = (text: string) => text.replace(/^(['«"]?)(\p{L})/u, (_, quote: string, letter: string) => `${quote}${letter.toUpperCase()}`);
/** What a waiter serves (asked for with '¿Me pone...?'), singular and plural, and what he brings ('¿Me trae...?'). */
const SERVED: ReadonlySet<string> = new Set(
  'café cafés té tés cerveza cervezas vino vinos agua aguas zumo zumos refresco refrescos caña cañas tapa tapas ración raciones bocadillo bocadillos tostada tostadas helado helados croissant croissants churros pincho pinchos tortilla'.split(' '),
);
const BROUGHT: ReadonlySet<string> = new Set(['cuenta', 'carta', 'menú']);
const isDefinite = (what: string) => /^(?:el|la|los|las)\b/i.test(what);
const isPlural = (what: string) => /^(?:los|las|unos|unas|dos|tres)\b/i.test(what);

export const SPANISH_REQUESTS: readonly SpanishRequest[] = [
  {
    id: 'order',
    asked: new RegExp(String.raw`^[¿\s]*(?:y )?c[oó]mo (?:pido|puedo pedir|se pide|debo pedir) ${THING}${WHERE_TO}${END}`, 'iu'),
    say: (what) => {
      const english = englishFor(what);
      const noun = what.split(' ').slice(1).join(' ');
      // '¿Me pone...?' only for something to eat or drink, '¿Me trae...?' for the bill or the menu; anything else (a
      // table for two) only as 'X, por favor.', which is always right.
      const ask = BROUGHT.has(noun) ? 'trae' : SERVED.has(noun) ? 'pone' : null;
      const fuller = ask ? ` O un poco más completo: «¿Me ${ask} ${what}, por favor?»` : '';
      const fullerEnglish = ask ? ` Or a little fuller: could you ${ask === 'trae' ? 'bring me' : 'get me'} ${english}, please?` : '';
      return {
        spanish: `«${capitalised(what)}, por favor.»${fuller}`,
        english: `${capitalised(english)}, please.${fullerEnglish} That is how people ask in a bar or a shop in Spain.`,
        ...(ask === 'pone' ? {} : { practice: '¿Lo dices tú? (Now you say it.)' }),
      };
    },
    practice: 'Yo soy el camarero. ¿Qué le pongo? (I am the waiter. What can I get you?)',
    examples: ['¿Cómo pido un café en un bar?', '¿Cómo puedo pedir la cuenta?', 'y cómo pido dos cervezas', '¿Cómo pido una mesa para dos?'],
    counterExamples: ['¿Cómo pido ayuda?', 'Pido un café cada mañana.'],
  },
  {
    id: 'where-is',
    asked: new RegExp(String.raw`^[¿\s]*(?:y )?c[oó]mo (?:pregunto|puedo preguntar|se pregunta|le pregunto) (?:a alguien )?d[oó]nde (?:est[aá]n?|hay) ${THING}${END}`, 'iu'),
    say: (what) => {
      const english = englishFor(what);
      // A thing you know is there ('el baño') is asked about with 'está'; one of many ('una farmacia') with 'hay'.
      const verb = isDefinite(what) ? (isPlural(what) ? 'están' : 'está') : 'hay';
      const englishVerb = isDefinite(what) ? (isPlural(what) ? 'are' : 'is') : isPlural(what) ? 'are there' : 'is there';
      return {
        spanish: `«Perdone, ¿dónde ${verb} ${what}?»`,
        english: verb === 'hay' ? `Excuse me, where ${englishVerb.replace(' there', '')} there ${english}?` : `Excuse me, where ${englishVerb} ${english}?`,
      };
    },
    practice: '¿Lo dices tú? (Now you say it.)',
    examples: ['¿Cómo pregunto dónde está el baño?', '¿Y cómo pregunto dónde hay una farmacia?', '¿Cómo puedo preguntar dónde están los servicios?'],
    counterExamples: ['¿Dónde está el baño?', 'Pregunto dónde está el baño.'],
  },
  {
    id: 'introduce-yourself',
    // Nothing to ask for ('what' is empty): a model introduction, then the learner's own.
    asked: /^[¿\s]*(?:y )?(?:c[oó]mo (?:me presento|puedo presentarme|me presento yo)|how (?:do|can|should) i introduce myself)(?: en español| in spanish)?(?<what>)\s*[?.!]*$/iu,
    say: () => ({
      spanish: '«Hola, me llamo Ana. Soy de Inglaterra, tengo treinta años y trabajo de enfermera. ¡Encantada!»',
      english: "Hello, my name is Ana. I'm from England, I'm thirty and I work as a nurse. Nice to meet you! A man says 'encantado'.",
    }),
    practice: 'Ahora tú: ¿cómo te presentas? (Now you: how do you introduce yourself? Two or three sentences.)',
    examples: ['How do I introduce myself?', '¿Cómo me presento en español?', 'How can I introduce myself in Spanish?'],
    counterExamples: ['I want to introduce myself to my new neighbours.', 'Me presento: soy Tom.'],
  },
  {
    id: 'say-goodbye',
    // Nothing to ask for: the goodbyes people really use, then one of the learner's own.
    asked: /^[¿\s]*(?:(?:y|entonces|pero|and|so)[,¿\s]+)?(?:qu[eé] (?:digo|puedo decir|se dice|debo decir|tengo que decir) (?:cuando (?:me voy|me despido|salgo|me marcho)|al (?:irme|salir|despedirme|marcharme)|para despedirme)|c[oó]mo (?:me despido|puedo despedirme)|what (?:should|do|can|could) i say when i(?: am|'m)? (?:leave|leaving|go|going|say goodbye)|how (?:do|can|should) i say goodbye)(?: en español| in spanish)?(?<what>)\s*[?.!]*$/iu,
    say: () => ({
      spanish: 'Puedes decir «Hasta luego», «Hasta mañana», «Nos vemos» o «¡Que tengas un buen día!».',
      english: "You can say: see you later, see you tomorrow, see you, or have a nice day! 'Hasta mañana' only if you will see them tomorrow, and to someone you call 'usted', 'que tenga un buen día'.",
    }),
    practice: 'Imagina que termina la clase: ¿cómo te despides de mí? (Imagine the lesson is ending: how do you say goodbye to me?)',
    examples: ['What should I say when I leave?', '¿Qué digo cuando me voy?', '¿Cómo me despido en español?', 'How do I say goodbye in Spanish?'],
    counterExamples: ['Me voy mañana a Madrid.', '¿Qué digo cuando llego?', 'I say goodbye to my friends.'],
  },
];

export function findSpanishRequest(question: string): { request: SpanishRequest; what: string } | null {
  for (const request of SPANISH_REQUESTS) {
    const what = request.asked.exec(question.trim())?.groups?.what;
    if (what !== undefined) return { request, what: what.toLowerCase() };
  }
  return null;
}
