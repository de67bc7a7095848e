/**
 * What someone is going to do: a form of 'ir', then 'a', then the infinitive. Learners drop the 'a' ('voy ir a la
 * montaña' -> 'voy a ir') or conjugate the second verb ('vamos a camina' -> 'vamos a caminar', 'voy a visitó' ->
 * 'voy a visitar'). Only a word the dictionary knows as a verb form and nothing else is read as the second verb, so
 * 'voy a casa', 'vamos a clase' and 'va a trabajo' are places, not plans.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { spanishLexicon } from '../spanish-lexicon';
import { because, describeFamily } from '../because';

const IR_PRESENT = new Set(['voy', 'vas', 'va', 'vamos', 'vais', 'van', 'iba', 'ibas', 'íbamos', 'iban']);
/** Short infinitives the dictionary does not list as forms of themselves. */
const SHORT_INFINITIVES = new Set(['ir', 'ser', 'ver', 'dar', 'oír', 'reír']);

const isInfinitive = (word: string) =>
  SHORT_INFINITIVES.has(word) || (/(?:ar|er|ir|ír)$/.test(word) && !!spanishLexicon()?.infinitivesOf(word).includes(word));

export const irAInfinitive: GrammarRule = {
  id: 'ir-a-infinitive',
  family: 'ir-a-infinitive',
  explanation: describeFamily('es:ir-a-infinitive'),
  examples: [
    { text: 'Este sábado voy ir al río con Pedro.', better: 'Este sábado voy a ir al río con Pedro.' },
    { text: 'Mañana voy estudiar con mi amiga.', better: 'Mañana voy a estudiar con mi amiga.' },
    { text: 'Vamos a camina mucho.', better: 'Vamos a caminar mucho.' },
    { text: 'El domingo voy a visitó a mi tía.', better: 'El domingo voy a visitar a mi tía.' },
  ],
  counterExamples: [
    'Mañana voy a ir al río con Pedro.',
    'Mañana voy a casa de mi abuela.',
    'Vamos a clase a las nueve.',
    'Mi padre va a trabajo en bici.',
    'Voy al cine con mis amigos.',
    'Vamos a la playa.',
  ],
  find({ tokens }) {
    const lexicon = spanishLexicon();
    if (!lexicon) return [];
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      if (!IR_PRESENT.has(t.lower) || /[,;:.!?]/.test(t.post)) return;
      const next = tokens[i + 1];
      if (!next) return;
      // 'voy ir', 'voy estudiar': the 'a' left out.
      if (isInfinitive(next.lower) && next.lower !== 'a') {
        edits.push({ start: i, end: i + 1, to: `${t.text} a`, ...because('es:ir-a-infinitive.a') });
        return;
      }
      // 'vamos a camina', 'voy a visitó': the verb after 'a' conjugated.
      const verb = tokens[i + 2];
      if (next.lower !== 'a' || /[,;:.!?]/.test(next.post) || !verb || isInfinitive(verb.lower) || !lexicon.isOnlyVerbForm(verb.lower)) return;
      const infinitives = lexicon.infinitivesOf(verb.lower);
      if (infinitives.length === 1) edits.push({ start: i + 2, end: i + 3, to: matchCase(verb.text, infinitives[0]!), ...because('es:ir-a-infinitive.infinitive') });
    });
    return edits;
  },
};
