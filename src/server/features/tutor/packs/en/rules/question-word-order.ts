/** 'Where you live?' -> 'Where do you live?', 'Why she is sad?' -> 'Why is she sad?', 'What you did?' -> 'What did you do?'. */
import { findLemma } from '../../../wordnet/find-lemma';
import { has } from '../../../grammar/tag-sentence';
import { verbForms } from '../../../grammar/verb-forms';
import { MODALS, isThirdSingular, subjectEndingAt, type Edit, type GrammarRule } from '../../../grammar/grammar-rule';
import { because, describeFamily } from '../because';

const WH = new Set(['where', 'what', 'why', 'when', 'how', 'which']);
const HOW_PHRASES = new Set(['old', 'long', 'often', 'much', 'many', 'far', 'big']);
const AUXILIARIES = new Set(['am', 'is', 'are', 'was', 'were', 'have', 'has', 'can', 'will', 'should', 'could', 'would']);

export const questionWordOrder: GrammarRule = {
  id: 'question-word-order',
  family: 'question-word-order',
  explanation: describeFamily('question-word-order'),
  examples: [
    { text: 'Where your parents live?', better: 'Where do your parents live?' },
    { text: 'What time she starts work?', better: 'What time does she start work?' },
    { text: 'Why they are angry?', better: 'Why are they angry?' },
    { text: 'Where you went on holiday?', better: 'Where did you go on holiday?' },
    { text: 'How long you have lived here?', better: 'How long have you lived here?' },
    { text: 'How many brothers you have?', better: 'How many brothers do you have?' }, // 'have' as the main verb takes 'do'
    { text: 'What you have done?', better: 'What have you done?' },
  ],
  counterExamples: [
    'Where do you live?',
    'Who lives here?',
    'What happened?',
    'Why is she sad?',
    'I know where you live.',
    'What do you want for dinner?',
    // 'How many people' is itself the subject.
    'How many people live in your city?',
    'How many students passed the exam?',
    'How much money is left?',
    // Ordinary sentences that look like the error and are right.
    'Why did you choose this school?',
    'What time does the shop open?',
    'Can you help me with this?',
  ],
  find({ tokens }) {
    if (!/\?/.test(tokens.at(-1)?.post ?? '') || !WH.has(tokens[0]?.lower ?? '')) return [];
    // 'What do you want?' already has its helping verb ('do' is also a noun, a party, so it could pass for 'What time').
    if (['do', 'does', 'did'].includes(tokens[1]?.lower ?? '')) return [];
    let start = 1;
    if (tokens[0]!.lower === 'how' && HOW_PHRASES.has(tokens[1]?.lower ?? '')) start = 2;
    // 'How many brothers you have?': the counted noun goes with 'how many', and the subject comes after it
    // ('How many people came?' asks about the subject itself, so it needs no helping verb).
    if (start === 2 && ['many', 'much'].includes(tokens[1]!.lower) && has(tokens[2], 'Noun') && !has(tokens[2], 'Pronoun')) start = 3;
    if (['what', 'which'].includes(tokens[0]!.lower) && tokens[1] && !has(tokens[1], 'Pronoun') && findLemma(tokens[1].lower, 'noun') && !AUXILIARIES.has(tokens[1].lower) && !MODALS.has(tokens[1].lower)) start = 2; // 'What time you ...'
    let end = start + 1;
    while (end <= Math.min(tokens.length - 1, start + 3) && !subjectEndingAt(tokens.slice(start), end - start)) end++;
    const subject = subjectEndingAt(tokens.slice(start), end - start);
    const verb = tokens[end];
    if (!subject || !verb || subject.start !== 0) return [];
    const subjectText = tokens.slice(start, end).map((t) => t.text).join(' ');
    // 'How many brothers you have?': 'have' with no participle after it is the main verb, which takes 'do'.
    const after = tokens[end + 1];
    const isParticiple = !!after && (has(after, 'Participle') || has(after, 'PastTense') || verbForms(after.lower)?.participle === after.lower);
    const isMainHave = ['have', 'has'].includes(verb.lower) && !isParticiple;
    if ((AUXILIARIES.has(verb.lower) || MODALS.has(verb.lower)) && !isMainHave) {
      return [{ start, end: end + 1, to: `${verb.text} ${subjectText}`, ...because('question-word-order') } satisfies Edit];
    }
    const forms = verbForms(verb.lower);
    if (!forms || !has(verb, 'Verb') || has(verb, 'Gerund')) return [];
    const isPast = verb.lower === forms.past && verb.lower !== forms.infinitive;
    const auxiliary = isPast ? 'did' : isThirdSingular(subject) ? 'does' : 'do';
    return [{ start, end: end + 1, to: `${auxiliary} ${subjectText} ${forms.infinitive}`, ...because('question-word-order') }];
  },
};
