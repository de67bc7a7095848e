/** "Can you give me an example with 'reluctant'?": WordNet's own example sentences, Ethan's idiom table, the linking words' own, or a model sentence. */
import { defineWord, lookUpSenses } from '../define-word';
import type { Answer, AnswerContext } from './answer';
import { findIdiom } from './business-idioms';
import { findIrregularFormExample } from './irregular-form-examples';
import { findLinkingWord } from './linking-words';
import type { LearnerQuestion } from './detect-question';
import examples from './spanish-example-sentences.json';
import { findSpanishPhrase, looksSpanishWord, SPANISH_PHRASES, type PhrasebookEntry } from './spanish-phrasebook';
import { english, isSpanishTeacher, leadIn, tryItQuestion } from './teacher-voice';
import { stripAccents } from '../../../lib/strip-accents';
import { capitalizeLoneI } from '../text-pieces';

const quote = (s: string) => {
  const t = s.trim();
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

const plain = (text: string) => stripAccents(text.toLowerCase());

/**
 * A model sentence that holds the word as a word ('ya' is not in 'playa'), or another form of it ('divertida' for
 * 'divertido', 'me levanto' for 'levantarse'): the example sentences first, then the phrasebook's.
 */
function spanishExampleWith(word: string): PhrasebookEntry | null {
  const key = plain(word.trim());
  // A verb by its stem and any ending ('levant-o' of 'levantarse'); another word with its gender and number ('divertid-a').
  const isVerb = !key.includes(' ') && /(?:ar|er|ir)(?:se)?$/.test(key) && key.length > 4;
  const stem = isVerb ? key.replace(/(?:ar|er|ir)(?:se)?$/, '') : key.replace(/(?<=[a-zñ]{3})[oa]s?$/, '');
  // A verb's stem may change its last vowel ('soler': 'suelo', 'querer': 'quiero', 'pedir': 'pido'), and an ending follows ('sol' is not 'soler').
  const stems = isVerb ? [...new Set([stem, stem.replace(/o([^aeiou]*)$/, 'ue$1'), stem.replace(/e([^aeiou]*)$/, 'ie$1'), stem.replace(/e([^aeiou]*)$/, 'i$1')])] : [];
  const form = isVerb ? `(?:${stems.join('|')})[a-zñ]{1,5}` : stem === key ? `${key}s?` : `${stem}(?:o|a|os|as)`;
  const holds = (sentence: string) => new RegExp(`(?:^|[^a-zñ])${form}(?![a-zñ])`).test(plain(sentence));
  return examples.sentences.find((e) => holds(e.spanish)) ?? SPANISH_PHRASES.find((p) => holds(p.spanish)) ?? null;
}

export function answerExample(question: LearnerQuestion, context: AnswerContext): Answer | null {
  const { teacher, chooser } = context;
  const subject = question.subject;
  if (subject.split(/\s+/).length > 4) return null;
  const lead = leadIn(context);
  const done = (examples: string[]): Answer => ({
    text: `${lead} ${english(teacher, examples.length > 1 ? `Here are two: ${examples.map(quote).join(' And: ')}` : `Here's one: ${quote(examples[0]!)}`)}`,
    followUp: tryItQuestion(teacher, subject, chooser),
  });

  const idiom = findIdiom(subject);
  if (idiom) return done([idiom.example]);
  const linking = findLinkingWord(subject);
  if (linking) return done([...linking.examples]);
  // 'went', 'eaten': a form of an irregular verb, named for what it is, with a sentence of its own.
  const form = isSpanishTeacher(teacher) ? null : findIrregularFormExample(subject);
  if (form) {
    const Subject = `${subject.charAt(0).toUpperCase()}${subject.slice(1).toLowerCase()}`;
    return { text: `${lead} '${Subject}' is ${form.said}. Here's one: ${form.example}`, followUp: tryItQuestion(teacher, subject.toLowerCase(), chooser) };
  }

  // Asked of Lucía in Spanish ('¿Me das un ejemplo con hace?'), the word is Spanish too.
  const askedInSpanish = /\bejemplos?\b/i.test(context.conversation.lastUserMessage ?? '');
  if (isSpanishTeacher(teacher) && (/[áéíóúñ]|^[a-z]+(?:ar|er|ir)$/.test(subject.toLowerCase()) || looksSpanishWord(subject) || askedInSpanish)) {
    const phrase = spanishExampleWith(subject);
    if (!phrase) return { text: `${lead} (I don't have a good example with «${subject}» ready, and I'd rather not make one up. Try one yourself and I'll check it.)`, isHonestFallback: true };
    return { text: `${lead} ${phrase.spanish} (That means: ${capitalizeLoneI(phrase.english).replace(/[.]$/, '')}.)`, followUp: tryItQuestion(teacher, subject, chooser) };
  }

  const found = lookUpSenses(subject);
  if (!found) {
    const spanish = findSpanishPhrase(subject);
    if (spanish) return done([spanish.spanish]);
    return { text: `${lead} ${english(teacher, `I'm not sure about '${subject}', so I'd rather not make up an example. Where did you come across it?`)}`, isHonestFallback: true };
  }
  const stem = subject.toLowerCase().split(' ')[0]!.slice(0, Math.max(3, subject.length - 3));
  const examples = [...new Set(found.senses.flatMap((s) => s.examples))].filter((e) => e.toLowerCase().includes(stem) && e.split(' ').length >= 3).slice(0, 2);
  if (examples.length > 0) return done(examples);
  return done([defineWord(subject).example]);
}
