/**
 * A feminine noun that starts with a stressed a- or ha- takes 'el' and 'un' in the singular, to keep the two a's
 * apart: 'la agua' -> 'el agua', 'una aula' -> 'un aula', 'de la agua' -> 'del agua'. The noun stays feminine ('el
 * agua fría'), and the plural keeps 'las' ('las aguas'). The nouns are words/stressed-a-feminines.json.
 */
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import stressedAFeminines from '../words/stressed-a-feminines.json';
import { because, describeFamily } from '../because';

export const STRESSED_A_FEMININES: ReadonlySet<string> = new Set(stressedAFeminines.words);
const MASCULINE_ARTICLE: Record<string, string> = { la: 'el', una: 'un' };
/** 'de' or 'a' before the new 'el' join it, as they always do: 'del agua', 'al aula'. */
const JOINED: Record<string, string> = { de: 'del', a: 'al' };


export const elBeforeStressedA: GrammarRule = {
  id: 'el-before-stressed-a',
  family: 'el-before-stressed-a',
  explanation: describeFamily('es:el-before-stressed-a'),
  examples: [
    { text: 'Quiero una agua, por favor.', better: 'Quiero un agua, por favor.' },
    { text: 'La agua del mar está fría.', better: 'El agua del mar está fría.' },
    { text: 'Tengo mucha sed, necesito un vaso de la agua.', better: 'Tengo mucha sed, necesito un vaso del agua.' },
    { text: 'Mañana vamos a la aula nueve.', better: 'Mañana vamos al aula nueve.' },
    { text: 'Vi una águila en la montaña.', better: 'Vi un águila en la montaña.' },
    { text: 'Tengo una hambre terrible.', better: 'Tengo un hambre terrible.' },
  ],
  counterExamples: [
    'El agua está fría.',
    'Me gustan las aguas del Caribe.',
    'Las aulas son grandes.',
    'Vivo en la otra área de la ciudad.',
    'La alta montaña es peligrosa.',
    'La hache no suena en español.',
    'Ana es la amiga de mi hermana.',
    // Ordinary sentences that look like the error and are right.
    'Bebo mucha agua en verano.',
    'Hay un aula libre en el segundo piso.',
  ],
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const article = MASCULINE_ARTICLE[t.lower];
      const noun = tokens[i + 1];
      if (!article || !noun || /[,;:.!?]/.test(t.post) || !STRESSED_A_FEMININES.has(noun.lower)) return;
      const before = tokens[i - 1];
      const joined = article === 'el' && before && !/[,;:.!?]/.test(before.post) ? JOINED[before.lower] : undefined;
      if (joined) edits.push({ start: i - 1, end: i + 1, to: matchCase(before!.text, joined), ...because('es:el-before-stressed-a.article', { noun: noun.lower }) });
      else edits.push({ start: i, end: i + 1, to: matchCase(t.text, article), ...because('es:el-before-stressed-a.article', { noun: noun.lower }) });
    });
    return edits;
  },
};
