/**
 * After 'yo' the verb takes the first person: 'Yo tiene dos hermanos' -> 'Yo tengo', 'yo trabaja' -> 'yo
 * trabajo'. Regular verbs by their ending, checked against the dictionary; the commonest irregular ones by form.
 */
import type { Edit, GrammarRule } from '../rules/grammar-rule';
import { spanishLexicon } from './spanish-lexicon';

const IRREGULAR: Record<string, string> = {
  tiene: 'tengo', quiere: 'quiero', puede: 'puedo', hace: 'hago', dice: 'digo', va: 'voy', es: 'soy', está: 'estoy', sabe: 'sé',
  viene: 'vengo', prefiere: 'prefiero', piensa: 'pienso', juega: 'juego', duerme: 'duermo', sale: 'salgo', pone: 'pongo', conoce: 'conozco',
  tienes: 'tengo', quieres: 'quiero', puedes: 'puedo', eres: 'soy', estás: 'estoy', vas: 'voy', haces: 'hago',
};
const GUSTAR_LIKE = new Set(['gustar', 'encantar', 'interesar', 'molestar', 'fascinar', 'doler', 'importar', 'parecer', 'quedar']);
const WHY = "Con 'yo', el verbo va en primera persona: 'yo tengo', 'yo trabajo'. After 'yo' the verb takes the 'I' form.";

function firstPerson(verb: string): string | null {
  if (IRREGULAR[verb]) return IRREGULAR[verb]!;
  const lexicon = spanishLexicon();
  if (!lexicon || !/[ae]s?$/.test(verb)) return null;
  const infinitives = lexicon.infinitivesOf(verb);
  // Only a verb ('trabaja'), never a noun that looks like one ('casa', 'clase').
  // 'Yo también gusta' wants 'me gusta', not 'gusto': verbs like gustar are the gustar family's.
  if (infinitives.some((inf) => GUSTAR_LIKE.has(inf))) return null;
  if (infinitives.length === 0 || lexicon.analyses(verb).some((a) => a.via.length === 0 || a.via.some((v) => v.flag === 'S'))) return null;
  const candidate = verb.replace(/[ae]s?$/, 'o');
  return lexicon.infinitivesOf(candidate).some((inf) => infinitives.includes(inf)) ? candidate : null;
}

export const yoVerbAgreement: GrammarRule = {
  family: 'yo-verb',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (t.lower !== 'yo' || /[,;:.!?]/.test(t.post)) return;
      // 'yo también', 'yo siempre', 'yo no' before the verb.
      let at = i + 1;
      while (['también', 'siempre', 'no', 'nunca', 'ya', 'todavía', 'solo', 'sólo'].includes(tokens[at]?.lower ?? '')) at++;
      const verb = tokens[at];
      if (!verb || /^\p{Lu}/u.test(verb.text)) return;
      const wanted = firstPerson(verb.lower);
      if (wanted && wanted !== verb.lower) edits.push({ start: at, end: at + 1, to: wanted, why: WHY });
    });
    return edits;
  },
};
