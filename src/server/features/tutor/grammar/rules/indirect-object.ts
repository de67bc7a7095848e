/** 'He explained me the problem' -> 'He explained the problem to me'; 'She said me' -> 'She told me'. */
import { has } from '../tag-sentence';
import { verbForms } from '../verb-forms';
import { matchCase, type Edit, type GrammarRule } from './grammar-rule';

const OBJECT_PRONOUNS = new Set(['me', 'him', 'her', 'us', 'them', 'you']);
const NEEDS_TO = new Set(['explain', 'describe', 'suggest', 'propose', 'mention', 'report', 'announce', 'introduce']);
const CLAUSE_STARTS = new Set(['how', 'what', 'why', 'where', 'when', 'who', 'that', 'if', 'whether']);
const TELL_FORMS: Record<string, string> = { say: 'tell', says: 'tells', said: 'told', saying: 'telling' };

export const indirectObject: GrammarRule = {
  family: 'indirect-object',
  find({ tokens }) {
    const edits: Edit[] = [];
    tokens.forEach((t, i) => {
      const pronoun = tokens[i + 1];
      if (!pronoun || !OBJECT_PRONOUNS.has(pronoun.lower) || !has(t, 'Verb')) return;
      // 'explains her reality': 'her' before a noun is 'her' as in 'his', not the person told.
      const afterPronoun = tokens[i + 2];
      if (pronoun.lower === 'her' && afterPronoun && (has(afterPronoun, 'Noun') || has(afterPronoun, 'Adjective')) && !has(afterPronoun, 'Pronoun') && !has(afterPronoun, 'Determiner')) return;
      // 'He said you were right', "Let's say you won": 'you' starts what was said, it is not the person told.
      const isSubjectOfWhatWasSaid = pronoun.lower === 'you' && (has(afterPronoun, 'Verb') || has(afterPronoun, 'Modal') || has(afterPronoun, 'Copula'));
      if (TELL_FORMS[t.lower] && !isSubjectOfWhatWasSaid) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, TELL_FORMS[t.lower]!), why: "We 'tell' someone something; we 'say' something (to someone)." });
        return;
      }
      if (TELL_FORMS[t.lower]) return;
      const lemma = verbForms(t.lower)?.infinitive;
      if (!lemma || !NEEDS_TO.has(lemma)) return;
      const after = tokens[i + 2];
      const why = `We ${lemma} something to someone, so '${lemma}' needs 'to' before the person.`;
      if (!after || CLAUSE_STARTS.has(after.lower)) {
        edits.push({ start: i + 1, end: i + 1, to: 'to', why });
        return;
      }
      // Move the person after the thing: 'explained me the rules' -> 'explained the rules to me'.
      let end = i + 2;
      while (end < tokens.length && !has(tokens[end], 'Preposition') && !has(tokens[end], 'Conjunction') && !has(tokens[end], 'Date') && !/[,.!?;]/.test(tokens[end - 1]!.post)) end++;
      if (end === i + 2) return;
      const thing = tokens.slice(i + 2, end).map((x) => x.text).join(' ');
      edits.push({ start: i + 1, end, to: `${thing} to ${pronoun.lower}`, why });
    });
    return edits;
  },
};
