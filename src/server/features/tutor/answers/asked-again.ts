/**
 * "And 'vegetable'?", "What about 'thorough'?" right after "How do you pronounce 'comfortable'?": the learner's
 * last question about a word, asked again of another word. Only a question about a word is asked again, and only
 * of a word, not of "you" or "tomorrow".
 */
import { escapeRegExp } from '../../../lib/escape-reg-exp';
import type { TutorTeacher } from '../../../lib/language-model';
import { detectQuestion, type QuestionKind } from './detect-question';
import { withWordReferent } from './it-refers-to';
import { findSoundPair } from './sound-pairs';
import { recommendationAsked } from './teacher-recommends';

const ELLIPSIS = /^(?:and |so )?(?:what|how) about\s+["'‘“]?(\p{L}[\p{L}'’ -]{0,30}?)["'’”]?\s*\?+\s*$|^and\s+["'‘“]?(\p{L}[\p{L}'’ -]{0,30}?)["'’”]?\s*\?+\s*$|^¿?\s*(?:y|y qu[eé] tal|y para)\s+["'‘“«]?(\p{L}[\p{L}'’ -]{0,30}?)["'’”»]?\s*\?+\s*$/iu;
/** Questions about a word, which the same question can ask of another. */
const ABOUT_A_WORD: ReadonlySet<QuestionKind> = new Set(['meaning', 'pronunciation', 'past-tense', 'participle', 'plural', 'comparative', 'example', 'spanish-phrase']);
/** Questions on how a word's spelling is said, which another word asks as how it is pronounced. */
const SAID_AS_SPELT: ReadonlySet<QuestionKind> = new Set(['silent-letter', 'word-said-two-ways']);
/** Not words to ask about: the learner turning the question to the teacher, or to a time. */
const NOT_A_WORD = /^(?:you|yours|your \p{L}+|me|him|her|them|us|it|this|that|those|these|now|today|tomorrow|tonight|later|then|next|the next one|the others?|the rest|both|t[uú]|usted(?:es)?|vosotr[oa]s|t[uú] qu[eé]|mañana|hoy|ayer|ahora|luego|despu[eé]s|eso|esto|ese|esa)$/iu;

/** "And what about 'world'? It is very hard for me.": a remark after the short question, with no question in it, leaves it the question. */
const REMARK_AFTER = /\?\s+[^?]{1,80}$/u;
/** "And 'this'? Is it the same?": asking whether the new word goes the same way is the same question, asked of it. */
const SAME_AFTER = /\?\s+(?:(?:is it|it is|it's|is that|does it sound|do they sound|are they|sounds?) )?(?:the )?(?:same|different|similar)(?: sound| way| too| as well)?(?: or (?:not|different))?\s*\?+\s*$/iu;
/** A word in quotes is the word itself, even one that else points ("And 'this'?" asks about the word 'this'). */
const QUOTED = /["'‘“]\p{L}/u;

/** Two quoted words where one was looked for: "full' and 'fool". */
const TWO_WORDS = /["'’”]\s*(?:and|or|vs\.?|y|o)\s+["'‘“«]/iu;

/** "Thank you! And 'vegetable'?": thanks before the short question leave it the question. */
const THANKS_FIRST = /^(?:thanks?(?: you)?(?: so much| a lot)?|great|ok(?:ay)?|cool|perfect|got it)[!.,]*\s+(?=and\s)/i;

/** What a Spanish request asks for: the words after 'pido', 'digo' or 'compro', up to where or to whom ('un café' in '¿Cómo pido un café en un bar?'). */
const SPANISH_REQUEST_OBJECT = /\b(pido|pedir|digo|decir|compro|comprar|reservo|reservar)\s+(.+?)(?=\s+(?:en|a|al|para|por)\s|\s*\?|\s*$)/iu;

/** How many short questions in a row ("And 'buy'?", "And 'sell'?") can go back to the question they all ask again. */
const CHAIN = 3;

/**
 * The learner's previous question with its word replaced by the one now asked about, if the message asks it again.
 * `earlier`: the learner's messages before this one, oldest first.
 */
export function questionAskedAgain(message: string, earlier: readonly string[], teacher: TutorTeacher, depth = 0): string | null {
  const found = ELLIPSIS.exec(message.trim().replace(THANKS_FIRST, '').replace(SAME_AFTER, '?').replace(REMARK_AFTER, '?'));
  const word = (found?.[1] ?? found?.[2] ?? found?.[3])?.trim();
  // A remark between the question and this one ('I always say com-for-ta-ble.') leaves the question before it.
  const remarks = earlier.at(-1) !== undefined && !/\?/.test(earlier.at(-1)!) && earlier.length > 1 ? 1 : 0;
  const previous = earlier.at(-1 - remarks);
  const olderMessages = earlier.slice(0, earlier.length - 1 - remarks);
  // "What about 'full' and 'fool'?" names two words: a question of its own (a difference), not this one asked again.
  if (!word || !previous || TWO_WORDS.test(word) || (NOT_A_WORD.test(word) && !QUOTED.test(found![0])) || depth >= CHAIN) return null;
  // The previous message may itself have asked again ("And 'vegetable'?"): the question it stood for.
  // Or asked of 'it', the word named before it ("How many syllables does it have?").
  const previousMessage = questionAskedAgain(previous, olderMessages, teacher, depth + 1) ?? withWordReferent(previous, olderMessages) ?? previous;
  const before = detectQuestion(previousMessage, teacher);
  if (!before) return null;
  // '¿Y una película?' after '¿Puedes recomendarme un libro?': her recommendation of that kind.
  if (before.kind === 'recommendation' && recommendationAsked(previousMessage)) {
    const asked = /^[¿¡]/.test(previousMessage.trim()) ? `¿Me recomiendas ${word}?` : `Can you recommend ${word}?`;
    return recommendationAsked(asked) ? asked : null;
  }
  const at = previousMessage.toLowerCase().lastIndexOf(before.subject.toLowerCase());
  const again = at < 0 ? null : `${previousMessage.slice(0, at)}${word}${previousMessage.slice(at + before.subject.length)}`;
  // After a question on how a word's letters are said ('Is read said the same in past and present?'), the same question
  // when it holds of the new word ('And lead?'), else how the new word is said ('What about vegetable?').
  if (SAID_AS_SPELT.has(before.kind)) return again && detectQuestion(again, teacher)?.kind === before.kind ? again : `How do you pronounce '${word}'?`;
  // '¿Y la cuenta?' after '¿Cómo pido un café en un bar?': the same request, of the new thing asked for.
  if (before.kind === 'spanish-request') {
    const thing = SPANISH_REQUEST_OBJECT.exec(previousMessage);
    return thing ? `${previousMessage.slice(0, thing.index + thing[1]!.length + 1)}${word}${previousMessage.slice(thing.index + thing[0].length)}` : null;
  }
  // "And 'turnover'?" after 'revenue' and 'profit' were told apart: what the third word means.
  if (before.kind === 'difference') return `What does '${word}' mean?`;
  return ABOUT_A_WORD.has(before.kind) ? again : null;
}

/** "How many syllables does it have?" asked of the word the learner named just before, when that makes it a question about a word. */
export function questionOfWordNamed(message: string, earlier: readonly string[], teacher: TutorTeacher): string | null {
  const asked = withWordReferent(message, earlier);
  const kind = asked ? detectQuestion(asked, teacher)?.kind : undefined;
  return kind && ABOUT_A_WORD.has(kind) ? asked : null;
}

/** "Is it 'tree'?", "Like 'sink'?" just after asking how a word is said: is it said like that other word? */
const IS_IT_LIKE = /^(?:is it|so it'?s|like|you mean|does it sound like|it sounds like)\s+["'‘“]?(\p{L}+)["'’”]?\s*\?*\s*$/iu;

/** The two words told apart ("What's the difference between 'three' and 'tree'?") when they are a known minimal pair. */
export function pairAskedOfLastWord(message: string, earlier: readonly string[], teacher: TutorTeacher): string | null {
  const other = IS_IT_LIKE.exec(message.trim())?.[1];
  const previous = earlier.at(-1);
  if (!other || !previous) return null;
  const before = detectQuestion(previous, teacher);
  if (before?.kind !== 'pronunciation' || !findSoundPair(before.subject, other)) return null;
  return `What's the difference between '${before.subject}' and '${other}'?`;
}

/** The teacher's question after a sound's tip (answer-pronunciation.ts): which word the learner will practise with. */
const ASKED_FOR_A_PRACTICE_WORD = /which word will you practi[sc]e with\?$/i;
const CHOSEN_LEAD = /^(?:(?:ok(?:ay)?|so|maybe|um+|hmm+|well|let'?s (?:say|try)|i (?:will|'ll) (?:try|use|practi[sc]e)(?: with)?|i choose|with)[,:]?\s+)+/i;

/**
 * 'Right, red, rabbit.' just after 'which word will you practise with?': the first word chosen is sounded out, as if
 * asked how it is said; not 'I see, thanks for sharing that'. One to four words only; a sentence is left to the rest.
 */
export function practiceWordChosen(message: string, lastTurn: string | undefined): string | null {
  if (!lastTurn || !ASKED_FOR_A_PRACTICE_WORD.test(lastTurn.trim())) return null;
  const words = message.trim().replace(CHOSEN_LEAD, '').replace(/[.!]+$/, '').split(/\s*(?:,|\band\b|\bor\b)\s*/i)
    .map((w) => w.trim().replace(/^["'‘“]|["'’”]$/g, '')).filter(Boolean);
  if (words.length === 0 || words.length > 4 || words.some((w) => !/^\p{L}[\p{L}'-]*$/u.test(w))) return null;
  // A request, not a question: the answer's lead-in is 'Sure thing!', not 'Great question!'.
  return `Please show me how to pronounce '${words[0]!.toLowerCase()}'.`;
}

/** 'Is it correct?', 'Is that right?', '¿Está bien mi frase?', '¿Es correcto?' of the learner's own last sentence. */
const IS_IT_CORRECT = /^(?:so |and |but |ok(?:ay)?,? )?(?:is|was) (?:it|this|that|my sentence|what i (?:said|wrote)) (?:correct|right|grammatical|good english|ok(?:ay)? in english)\s*\?*\s*$|^¿?\s*(?:y |pero )?(?:(?:est[aá]|estuvo) bien(?: (?:mi frase|lo que (?:dije|escrib[ií])|as[ií]|dicho|escrito))?|(?:es|fue) correct[oa](?: (?:mi frase|lo que (?:dije|escrib[ií])|as[ií]))?|(?:lo )?(?:dije|escrib[ií]) bien(?: la frase)?)\s*\?*\s*$/i;
/** 'And "I have went to Paris"?' after asking whether a sentence is correct: the same asked of this one. */
const AND_THIS_SENTENCE = /^(?:and|what about|how about)\s+["'‘“](\p{L}[^"'’”]*\s[^"'’”]*?)["'’”]\s*\?*\s*$/iu;
const ASKED_IF_CORRECT = /^is ["'‘“].+["'’”] (?:correct|right)\?$/i;

/** The message's last sentence apart from what comes before it: ['I went home.', 'Is it correct?']; ['', text] for one sentence. */
function splitLastSentence(text: string): [string, string] {
  const at = text.search(/[.!]\s+(?=\S[^.!?]*\?*\s*$)/);
  return at < 0 ? ['', text] : [text.slice(0, at + 1).trim(), text.slice(at + 1).trim()];
}

/**
 * "Is it correct?" just after the learner's sentence, or "And 'I have went to Paris'?" just after asking it of one:
 * asked as "Is '<sentence>' correct?", which the comparison answers (is-correct).
 */
export function correctnessAsked(message: string, earlier: readonly string[]): string | null {
  const text = message.trim();
  const previous = earlier.at(-1)?.trim() ?? '';
  const [sentence, asked] = splitLastSentence(text);
  // "Although it was raining, we went out. Is it correct?": the sentence and the question in one message.
  if (sentence && IS_IT_CORRECT.test(asked) && !/\?\s*$/.test(sentence) && sentence.split(/\s+/).length >= 3) return `Is '${sentence.replace(/[.!]+$/, '')}' correct?`;
  if (!previous) return null;
  if (IS_IT_CORRECT.test(text) && !/\?\s*$/.test(previous) && previous.split(/\s+/).length >= 2) return `Is '${previous.replace(/[.!]+$/, '')}' correct?`;
  const other = AND_THIS_SENTENCE.exec(text)?.[1];
  const before = correctnessAsked(previous, earlier.slice(0, -1)) ?? previous;
  return other && ASKED_IF_CORRECT.test(before) ? `Is '${other}' correct?` : null;
}


/** "What is coconut milk?", "Thanks! What's a tin?": one to three plain words, asked what they are. */
const WHAT_IS_THIS = /^(?:(?:thanks|thank you|ok(?:ay)?|sorry|oh|great)[,!.]*\s+)?what(?:'s| is| are| does)\s+(?:an? |the )?(\p{Ll}[\p{Ll}'-]+(?: \p{Ll}[\p{Ll}'-]+){0,2})(?: mean)?\s*\?\s*$/iu;
/** Words a question of that shape asks about the learner or the talk, never a word to explain ('What is your name?'). */
const ABOUT_THE_TALK = /^(?:your|my|his|her|their|our|this|that|it|best|difference|time|date|matter|problem|point|plan|answer|question|meaning|reason|way|next|wrong|happening|up)\b/i;

/** "What is coconut milk?" just after the teacher said 'coconut milk': what the words she used mean. */
export function wordSheUsedAsked(message: string, teacherTurn: string | undefined): string | null {
  const words = WHAT_IS_THIS.exec(message.trim())?.[1];
  if (!words || !teacherTurn || ABOUT_THE_TALK.test(words)) return null;
  return new RegExp(`(?<![\\p{L}])${escapeRegExp(words)}(?![\\p{L}])`, 'iu').test(teacherTurn) ? `What does '${words}' mean?` : null;
}
