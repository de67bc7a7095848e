/** 'should to invest' -> 'should invest', 'she can sings' -> 'she can sing', 'didn't went' -> 'didn't go'. */
import { has } from '../tag-sentence';
import { verbForms } from '../verb-forms';
import { FREQUENCY_ADVERBS, MODALS, type Edit, type GrammarRule } from './grammar-rule';

const DO_AUXILIARIES = new Set(['do', 'does', 'did', "don't", "doesn't", "didn't"]);
/** Past forms that learners also write for another verb: 'fell' for 'feel', 'lead' (not a past) aside. */
const AMBIGUOUS_PASTS = new Set(['fell', 'felled', 'lay', 'founded', 'wound']);
const WHY_TO = "After can, must, should and other modal verbs, the verb comes straight after, without 'to'.";
const WHY_BASE = 'After a modal verb (can, will, should...) or do/does/did, the verb stays in its base form.';

export const modalVerbs: GrammarRule = {
  family: 'modal-verbs',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((token, i) => {
      const isModal = MODALS.has(token.lower) || (has(token, 'Modal') && token.lower !== 'ought');
      const isDo = DO_AUXILIARIES.has(token.lower);
      if (!isModal && !isDo) return;
      // 'on may subjects': after a preposition or an article the word is a slip for another ('many'), not a modal.
      const previous = tokens[i - 1];
      if (previous && (has(previous, 'Preposition') || has(previous, 'Determiner')) && !has(previous, 'Pronoun')) return;
      let at = i + 1;
      if (tokens[at]?.lower === 'not') at++;
      // A question: 'Can she sings?' -> the verb comes after the subject.
      if (has(tokens[at], 'Pronoun') && /\?/.test(tokens.at(-1)!.post)) at++;
      while (FREQUENCY_ADVERBS.has(tokens[at]?.lower ?? '')) at++;
      const next = tokens[at];
      if (!next) return;
      if (isModal && next.lower === 'to' && has(tokens[at + 1], 'Verb') && verbForms(tokens[at + 1]!.lower)?.infinitive === tokens[at + 1]!.lower) {
        edits.push({ start: at, end: at + 1, to: '', why: WHY_TO });
        return;
      }
      // 'do' as a main verb ('I did my homework') is followed by a noun, not a verb form.
      if (isDo && (token.lower === 'do' || token.lower === 'does' || token.lower === 'did') && !tokens[i + 1]?.tags.has('Pronoun') && !/\?/.test(tokens.at(-1)!.post) && tokens[i + 1]?.lower !== 'not') return;
      const isInflected = has(next, 'Verb') && !has(next, 'Gerund') && !has(next, 'Infinitive') && !has(next, 'Participle') && (has(next, 'PastTense') || has(next, 'PresentTense'));
      const forms = isInflected ? verbForms(next.lower) : null;
      if (!forms || forms.infinitive === next.lower || ['be', 'have'].includes(forms.infinitive) && isModal) return;
      if (next.lower !== forms.thirdPerson && next.lower !== forms.past) return;
      // 'may fell afraid': 'fell' is as often 'feel' misspelt as the past of 'fall'.
      if (AMBIGUOUS_PASTS.has(next.lower)) return;
      edits.push({ start: at, end: at + 1, to: forms.infinitive, why: WHY_BASE });
    });
    return edits;
  },
};
