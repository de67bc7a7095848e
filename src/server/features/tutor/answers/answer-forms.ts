/** "What is the past tense of 'go'?", plurals and comparatives, from compromise's tables (grammar/verb-forms.ts). */
import { comparativeOf, pluralOf, verbForms } from '../grammar/verb-forms';
import { findLemma } from '../wordnet/find-lemma';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { describeNounNumber, pluralNotUsed } from './noun-number';
import { english, leadIn, tryItQuestion } from './teacher-voice';

const regularPast = (verb: string) => (verb.endsWith('e') ? `${verb}d` : `${verb}ed`);

function unsure(word: string, what: string, context: AnswerContext): Answer {
  return { text: english(context.teacher, `I'm not sure '${word}' has ${what}, so I'd rather not guess. Could you use it in a sentence so I can see how you mean it?`), isHonestFallback: true };
}

export function answerForms(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const word = question.subject.toLowerCase().replace(/^to /, '').split(/\s+/)[0] ?? '';
  if (!/^[a-z]+$/.test(word)) return null;
  const { teacher, chooser } = context;
  const lead = leadIn(context);
  const say = (text: string, practise: string): Answer => ({ text: `${lead} ${english(teacher, text)}`, followUp: tryItQuestion(teacher, practise, chooser) });

  if (question.kind === 'past-tense' || question.kind === 'participle') {
    const forms = verbForms(word);
    if (!forms) return unsure(word, 'a past tense', context);
    const irregular = forms.past !== regularPast(forms.infinitive) ? " It's irregular, so it's one to learn by heart." : '';
    if (question.kind === 'participle') {
      return say(`The past participle of '${forms.infinitive}' is '${forms.participle}', as in 'I have ${forms.participle}', and the simple past is '${forms.past}'.${irregular}`, forms.participle);
    }
    const same = forms.past === forms.participle ? ` The past participle is the same, '${forms.participle}'.` : ` The past participle is '${forms.participle}', as in 'I have ${forms.participle}'.`;
    return say(`The past tense of '${forms.infinitive}' is '${forms.past}', as in 'Yesterday I ${forms.past}'.${same}${irregular}`, forms.past);
  }

  if (question.kind === 'plural') {
    // 'staff', 'advice', 'data': no plural to give, and how the noun is used instead.
    const uncounted = describeNounNumber(word);
    if (uncounted && (pluralNotUsed(`${word}s`) === word || pluralNotUsed(`${word}es`) === word)) return say(uncounted, word);
    if (!findLemma(word, 'noun')) return unsure(word, 'a plural', context);
    const plural = pluralOf(word);
    const note = plural === `${word}s` ? '' : plural === `${word}es` ? ' We add -es after s, x, ch, sh and many words ending in o.' : plural.endsWith('ies') && word.endsWith('y') ? ' After a consonant, y becomes -ies.' : " It's irregular.";
    return say(`The plural of '${word}' is '${plural}': one ${word}, two ${plural}.${note}`, plural);
  }

  const forms = comparativeOf(word);
  if (forms) return say(`'${capitalize(word)}' becomes '${forms.comparative}' when you compare two things, and the superlative is 'the ${forms.superlative}'.`, forms.comparative);
  if (!findLemma(word, 'adjective')) return unsure(word, 'a comparative', context);
  return say(`'${capitalize(word)}' is a long adjective, so we use 'more' and 'most': 'more ${word}' and 'the most ${word}'.`, `more ${word}`);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
