/**
 * 'He explained me the problem' -> 'He explained the problem to me'; 'She said me' -> 'She told me'.
 * 'describe', 'introduce', 'mention' and 'report' can take the person as their object ('Let me introduce you').
 */
import { has, type Token } from '../../../grammar/tag-sentence';
import { verbForms } from '../../../grammar/verb-forms';
import { matchCase, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const OBJECT_PRONOUNS = new Set(['me', 'him', 'her', 'us', 'them', 'you']);
const NEEDS_TO = new Set(['explain', 'describe', 'suggest', 'propose', 'mention', 'report', 'announce', 'introduce', 'present']);
const CLAUSE_STARTS = new Set(['how', 'what', 'why', 'where', 'when', 'who', 'that', 'if', 'whether']);
/** 'describe him', 'introduce you', 'reported them': these take a person as their object, so only a thing after the person shows a slip. */
const PERSON_AS_OBJECT = new Set(['describe', 'introduce', 'mention', 'report', 'present']);
/** After these the clause is what is described ('describe me what you saw'), never a time or a condition ('when I saw him'). */
const QUESTION_CLAUSE_STARTS = new Set(['how', 'what', 'why', 'whether']);
const TIME_WORDS = /^(day|night|morning|afternoon|evening|week|month|year|time|moment|weekend)s?$/;
/** What may follow the people told: 'said them the truth', 'said them that it was late', 'say them everything'. */
const THING_TOLD_STARTS = new Set(['the', 'a', 'an', 'my', 'his', 'her', 'your', 'our', 'their', 'that', 'about', 'everything', 'something', 'nothing', 'anything', 'what', 'how', 'why', 'where', 'when', 'who']);
const TELL_FORMS: Record<string, string> = { say: 'tell', says: 'tells', said: 'told', saying: 'telling' };

/**
 * A thing named after the person: 'the rules', 'your house', 'everything', 'two rules', 'this word'; not
 * 'them all', 'him the next day', 'me that he was late' (a clause).
 */
function startsThing(t: Token | undefined, next: Token | undefined): boolean {
  if (!t || /^(all|both|each)$/.test(t.lower) || OBJECT_PRONOUNS.has(t.lower) || has(t, 'Date')) return false;
  if (/^(that|this)$/.test(t.lower) && !(has(next, 'Noun') && !has(next, 'Pronoun'))) return false;
  return has(t, 'Determiner') || has(t, 'Possessive') || has(t, 'Value') || has(t, 'Adjective') || (has(t, 'Noun') && !has(t, 'Pronoun'));
}

export const indirectObject: GrammarRule = {
  id: 'indirect-object',
  family: 'indirect-object',
  explanation: describeFamily('indirect-object'),
  examples: [
    { text: 'She explained us the rules.', better: 'She explained the rules to us.' },
    { text: 'He said me goodbye.', better: 'He told me goodbye.' },
    { text: 'I said them the truth about the party.', better: 'I told them the truth about the party.' },
    { text: 'Can you describe me your house?', better: 'Can you describe your house to me?' },
    { text: 'Please explain me why.', better: 'Please explain to me why.' },
    { text: 'Let me introduce you my sister.', better: 'Let me introduce my sister to you.' },
    { text: 'He mentioned me something interesting.', better: 'He mentioned something interesting to me.' },
    { text: 'Describe me what you saw.', better: 'Describe to me what you saw.' },
    { text: 'He explained them two rules.', better: 'He explained two rules to them.' },
    { text: 'She explained us everything.', better: 'She explained everything to us.' },
    { text: 'Can you explain me this word?', better: 'Can you explain this word to me?' },
    { text: 'Can you explain me the difference between these words?', better: 'Can you explain to me the difference between these words?' },
    { text: 'She described us the house and the garden.', better: 'She described to us the house and the garden.' },
    { text: 'Today I will present you our new product.', better: 'Today I will present our new product to you.' },
  ],
  counterExamples: [
    'He explained the problem to me.',
    'She told me the truth.',
    'He said that he was tired.',
    'They said hello to me.',
    'He explained her idea to the class.',
    // 'you' starts what was said.
    'He said you were right.',
    'They said you would come.',
    // describe, introduce, mention and report take the person as their object.
    'The police asked me to describe him.',
    'Let me introduce you.',
    'I want to introduce them.',
    // 'them' as the words said, not the people told.
    'How do you say them?',
    'I always say them wrong.',
    'Ship and sheep, I say them the same.',
    'I saw a thief and reported him.',
    'She mentioned them briefly.',
    'He described them perfectly.',
    "I can't describe her.",
    'The teacher reported them correctly.',
    'I reported him when I saw him.',
    'I introduced them both.',
    'I mentioned them all.',
    'I introduced him the next day.',
    'I reported him that night.',
    'Let me introduce you to my sister.',
    // 'present someone with something' is right.
    'They presented him with a prize.',
    // Ordinary sentences that look like the error and are right.
    'She explained the plan to the whole class.',
    'He told me a funny story.',
    'Could you show me the way to the station?',
    'Imagine you won the lottery.',
    'She chose to describe the plan only after the meeting had ended.',
  ],
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
      // 'How do you say them?', 'I say them wrong': 'them' may be the words said; only with what is told after it is it the people told.
      // 'I say them the same': the words said alike, not people told 'the same'.
      const isThingsSaid = pronoun.lower === 'them' && (!THING_TOLD_STARTS.has(afterPronoun?.lower ?? '') || (afterPronoun?.lower === 'the' && tokens[i + 3]?.lower === 'same' && (!tokens[i + 4] || /[,;:.!?]/.test(tokens[i + 3]!.post))));
      if (TELL_FORMS[t.lower] && !isSubjectOfWhatWasSaid && !isThingsSaid) {
        edits.push({ start: i, end: i + 1, to: matchCase(t.text, TELL_FORMS[t.lower]!), ...because('indirect-object.tell') });
        return;
      }
      if (TELL_FORMS[t.lower]) return;
      const lemma = verbForms(t.lower)?.infinitive;
      if (!lemma || !NEEDS_TO.has(lemma)) return;
      const after = tokens[i + 2];
      const reason = because('indirect-object.to', { verb: lemma });
      const personMayBeObject = PERSON_AS_OBJECT.has(lemma);
      if (personMayBeObject ? QUESTION_CLAUSE_STARTS.has(after?.lower ?? '') : !after || CLAUSE_STARTS.has(after.lower)) {
        edits.push({ start: i + 1, end: i + 1, to: 'to', ...reason });
        return;
      }
      // Move the person after the thing: 'explained me the rules' -> 'explained the rules to me'. Not 'reported them
      // incorrectly' (no thing after the person) nor 'introduced him the next day' (a time).
      if (!startsThing(after, tokens[i + 3])) return;
      let end = i + 2;
      while (end < tokens.length && !has(tokens[end], 'Preposition') && !has(tokens[end], 'Conjunction') && !has(tokens[end], 'Date') && !/[,.!?;]/.test(tokens[end - 1]!.post)) end++;
      if (end === i + 2 || has(tokens[end], 'Date') || tokens.slice(i + 2, end).some((x) => TIME_WORDS.test(x.lower))) return;
      // 'explain me the difference between these words', 'the rules and the exceptions': the thing goes on past a
      // preposition or an 'and', so 'to me' goes before it instead ('explain to me the difference between...').
      const thingGoesOn = end < tokens.length && !/[,.!?;]/.test(tokens[end - 1]!.post) && (has(tokens[end], 'Preposition') || ['and', 'or'].includes(tokens[end]!.lower));
      if (thingGoesOn) {
        edits.push({ start: i + 1, end: i + 1, to: 'to', ...reason });
        return;
      }
      const thing = tokens.slice(i + 2, end).map((x) => x.text).join(' ');
      edits.push({ start: i + 1, end, to: `${thing} to ${pronoun.lower}`, ...reason });
    });
    return edits;
  },
};
