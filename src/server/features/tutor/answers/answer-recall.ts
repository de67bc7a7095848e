/**
 * "Do you remember what my job is?": the teacher says back what the learner told, in this conversation or
 * kept in their profile from an earlier one; when it was never told, she says so and asks for it.
 */
import { readLearnerFacts } from '../follow-up/learner-facts';
import { likelyPartOfSpeech } from '../wordnet/find-lemma';
import { RECALL_TOPICS, TOLD_FACT_RECALLS, type ToldFactKind } from '../follow-up/told-fact-kinds';
import { writeFact } from '../follow-up/told-facts';
import type { Answer, AnswerContext } from './answer';
import type { LearnerQuestion } from './detect-question';
import { english, isSpanishTeacher } from './teacher-voice';
import { askedAbout, inTheTeachersWords, rememberedSentence, sentenceToldAbout } from './told-in-own-words';

const REMEMBERED = ['Of course I remember: {facts}.', 'Yes, I remember: {facts}.', 'I do: {facts}.'];
const REMEMBERED_ES = ['¡Claro que me acuerdo! ({facts}.)', '¡Sí, me acuerdo! ({facts}.)'];

/** What to ask for a fact the learner has not told yet. */
const ASK_FOR: Partial<Record<ToldFactKind, string>> = {
  name: 'What should I call you?', age: 'How old are you, if you don’t mind me asking?', job: 'What do you do?', city: 'Where do you live?',
  origin: 'Where are you from?', exam: 'When is your exam?', studies: 'What do you study?', pet: 'Do you have any pets?', family: 'Who is in your family?',
  goal: 'What would you like to be one day?',
};

/** The same asked by Lucía, in Spanish with the English after it. */
const ASK_FOR_ES: Partial<Record<ToldFactKind, string>> = {
  name: '¿Cómo te llamas? (What is your name?)', age: '¿Cuántos años tienes? (How old are you?)', job: '¿A qué te dedicas? (What do you do?)',
  city: '¿Dónde vives? (Where do you live?)', origin: '¿De dónde eres? (Where are you from?)', exam: '¿Cuándo es tu examen? (When is your exam?)',
  studies: '¿Qué estudias? (What do you study?)', pet: '¿Tienes mascotas? (Do you have any pets?)', family: '¿Cómo es tu familia? (Who is in your family?)',
  goal: '¿Qué te gustaría ser algún día? (What would you like to be one day?)',
};
const NOT_TOLD_ES = 'Mmm, creo que todavía no me lo has dicho, pero cuando me lo digas, me acordaré. (Hmm, I don\'t think you\'ve told me that yet, but once you do, I\'ll remember it.)';

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'How old are my children?': the ages the learner told of someone in the family ('My son is 8', 'Mi hija tiene cinco años'). */
const ASKS_FAMILY_AGE = /\bhow old (?:is|are) my\b|(?<![\p{L}])cuántos años (?:tiene|tienen) (?:mi|mis)(?![\p{L}])/iu;
const FAMILY_AGE_TOLD = {
  en: /\bmy (son|daughter|boy|girl|brother|sister|baby) is (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)(?: years? old)?\b/gi,
  es: /(?<![\p{L}])mi (hijo|hija|hermano|hermana|bebé) tiene (\d{1,2}|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciséis|diecisiete|dieciocho) (años|año|meses)(?![\p{L}])/giu,
};
const SPANISH_FAMILY_IN_ENGLISH: Readonly<Record<string, string>> = { hijo: 'son', hija: 'daughter', hermano: 'brother', hermana: 'sister', bebé: 'baby' };
const SPANISH_NUMBERS = ['', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho'];
/** 'ocho' -> '8', as the English between brackets says it. */
const asNumber = (word: string) => (SPANISH_NUMBERS.indexOf(word.toLowerCase()) > 0 ? String(SPANISH_NUMBERS.indexOf(word.toLowerCase())) : word);

function familyAgesTold(messages: readonly string[], isSpanish: boolean): string[] {
  const told = messages.flatMap((m) => [...m.matchAll(FAMILY_AGE_TOLD.en)].map((f) => `your ${f[1]!.toLowerCase()} is ${f[2]}`));
  if (!isSpanish) return told;
  return [...told, ...messages.flatMap((m) => [...m.matchAll(FAMILY_AGE_TOLD.es)].map((f) => `your ${SPANISH_FAMILY_IN_ENGLISH[f[1]!.toLowerCase()]} is ${asNumber(f[2]!)}${f[3]!.startsWith('mes') ? ' months old' : ''}`))];
}

/** 'What did I tell you about my hobby?', 'Do you remember what I like doing?': what the learner said they like. */
const ASKS_LIKES = /\b(?:hobby|hobbies|free time|spare time|pastimes?|what i (?:like|love|enjoy)(?: doing| to do)?|my interests)\b/i;
/** A like that reads as a pastime after 'you like': an -ing word or a thing ('photography'), not 'your lessons' nor 'play football'. */
const isPastimeSaid = (like: string) => {
  const first = like.trim().split(/\s+/)[0]!.toLowerCase();
  return /^\p{L}+ing$/u.test(first) || (!/^(?:your|you|it|this|that|to|not|don'?t|do|the|a|an|my)$/.test(first) && likelyPartOfSpeech(first) === 'noun');
};
/** The learner's own sentence said back: in Spanish as written, in English in the teacher's words. */
const ownSentenceRemembered = (own: string, isSpanish: boolean) => (isSpanish ? `¡Sí, me acuerdo! Me dijiste: «${own}» (Yes, I remember: you told me that.)` : rememberedSentence(own));

export function answerRecall(_question: LearnerQuestion, context: AnswerContext): Answer | null {
  const { conversation, teacher, chooser } = context;
  const asked = conversation.lastUserMessage ?? '';
  const earlier = conversation.userMessages.slice(0, -1);
  // The ages of the learner's family, told in this conversation; the learner's own age is another question.
  if (ASKS_FAMILY_AGE.test(asked)) {
    const ages = [...new Set(familyAgesTold(earlier, isSpanishTeacher(teacher)))];
    if (ages.length > 0) {
      const list = ages.length > 1 ? `${ages.slice(0, -1).join(', ')} and ${ages.at(-1)}` : ages[0]!;
      return { text: isSpanishTeacher(teacher) ? chooser.pick('recall', REMEMBERED_ES).replace('{facts}', sentenceCase(list)) : chooser.pick('recall', REMEMBERED).replace('{facts}', list) };
    }
  }
  const facts = readLearnerFacts(earlier, conversation.profile.facts);
  // Only pastimes said back: 'dancing salsa', 'photography'; never 'your lessons' or a verb left bare ('play football').
  const pastimes = [...new Set(facts.likes)].filter(isPastimeSaid);
  if (ASKS_LIKES.test(asked) && !isSpanishTeacher(teacher) && pastimes.length > 0 && RECALL_TOPICS.every(([pattern]) => !pattern.test(asked))) {
    const likes = pastimes.slice(-2).map(inTheTeachersWords);
    return { text: chooser.pick('recall', REMEMBERED).replace('{facts}', `you like ${likes.join(', and ')}`) };
  }
  const wanted = RECALL_TOPICS.filter(([pattern]) => pattern.test(asked)).flatMap(([, kinds]) => kinds);
  // Something no kind of fact names ('where I am going next month'): the learner's own sentence about it, said back.
  if (wanted.length === 0) {
    const own = sentenceToldAbout(asked, earlier);
    if (own) return { text: ownSentenceRemembered(own, isSpanishTeacher(teacher)) };
  }
  // A question with words of its own that no sentence shares was not told; only one with none ('What do you remember about me?') gets everything.
  const isNamedButNotTold = wanted.length === 0 && askedAbout(asked).length > 0;
  const kinds = wanted.length > 0 ? [...new Set(wanted)] : isNamedButNotTold ? [] : [...facts.told.keys()];
  const said = kinds.flatMap((kind) => {
    const fact = facts.told.get(kind);
    return fact ? [writeFact(kind, fact.slots, TOLD_FACT_RECALLS) ?? []].flat() : [];
  }).slice(0, wanted.length > 0 ? 2 : 4);
  if (said.length > 0) {
    const list = said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said.at(-1)}` : said[0]!;
    const text = isSpanishTeacher(teacher) ? chooser.pick('recall', REMEMBERED_ES).replace('{facts}', sentenceCase(list)) : chooser.pick('recall', REMEMBERED).replace('{facts}', list);
    return { text };
  }
  // 'What was my city again?' of a learner who named a place only as where they work ('in an IT company in Wroclaw', 'I work
  // in São Paulo'): that place, said as where they work (never as where they come from).
  const workplace = facts.told.get('job')?.slots.workplace ?? facts.told.get('workplace')?.slots.workplace ?? '';
  const workplaceCity = wanted.includes('city') ? (/\bin (\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?)$/u.exec(workplace)?.[1] ?? (/^\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?$/u.test(workplace) && facts.city === workplace ? workplace : undefined)) : undefined;
  if (workplaceCity && !isSpanishTeacher(teacher)) return { text: chooser.pick('recall', REMEMBERED).replace('{facts}', `you work in ${workplaceCity}`) };
  // A kind of fact asked for that was told in a way no kind reads ('my daughter is 6 years old'): their own sentence, said back.
  const own = wanted.length > 0 ? sentenceToldAbout(asked, earlier) : null;
  if (own) return { text: ownSentenceRemembered(own, isSpanishTeacher(teacher)) };
  if (isSpanishTeacher(teacher)) {
    const askFor = ASKS_FAMILY_AGE.test(asked) ? '¿Cuántos años tienen? (How old are they?)' : (ASK_FOR_ES[wanted[0] ?? 'job'] ?? '¿Qué quieres que recuerde? (What would you like me to remember?)');
    return { text: `${NOT_TOLD_ES} ${askFor}`, followUp: '' };
  }
  const question = ASKS_FAMILY_AGE.test(asked) ? 'How old are they?' : (ASK_FOR[wanted[0] ?? 'job'] ?? 'What would you like me to remember?');
  return {
    text: english(teacher, `Hmm, I don't think you've told me that yet, but once you do, I'll remember it. ${question}`),
    followUp: '',
  };
}
