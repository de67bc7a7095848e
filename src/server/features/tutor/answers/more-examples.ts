/**
 * "Can you give me more examples?" just after a pair of words was explained ("What's the difference between 'say' and
 * 'tell'?"): one more example of that pair (confusables.ts), then the learner's turn, instead of a general plan. And
 * "Can you give me an example?" just after asking what a word means: asked of that word. And "Can you give me an
 * example?", "¿Me das un ejemplo?", "¿Y otro?" just after a tense or structure was named or explained: its examples, or,
 * once shown, the learner's own as the next one.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { findConfusable } from './confusables';
import { findLinkingWord } from './linking-words';
import { detectQuestion } from './detect-question';
import { GRAMMAR_GUIDES, type GrammarGuide } from './grammar-guides';
import { SPANISH_GRAMMAR_GUIDES } from './spanish-grammar-guides';
import { isSpanishTeacher } from './teacher-voice';
import { SOUND_FAMILIES } from './sound-pairs';

const ASKS_FOR_MORE = /^(?:(?:ok(?:ay)?|thanks|thank you|great|and|so)[,!.]*\s+)?(?:(?:can|could) you (?:please )?(?:give|show|tell) me (?:some |a few |two |any )?(?:more|other|another) (?:examples?|sentences?|ones?|words?(?: like (?:that|this|these|those|them))?|pairs?)|(?:some |any )?more (?:examples?|words like (?:that|this|these|those)|pairs?)|another (?:example|pair)|one more(?: example| pair)?|(?:¿?\s*)?(?:me )?(?:das|puedes dar(?:me)?|dame) (?:otro ejemplo|un ejemplo más|más ejemplos)|otro ejemplo)(?:,? (?:please|por favor))?\s*[?.!]*$/i;

export function moreExamplesOfPair(message: string, earlier: readonly string[], teacher: TutorTeacher): string | null {
  const previous = earlier.at(-1);
  // "Can you give me an example?" after the pair's own examples were shown asks for another one too.
  if (!asksForExamples(message) || !previous) return null;
  const asked = detectQuestion(previous, teacher);
  if (!asked?.other || (asked.kind !== 'difference' && asked.kind !== 'is-correct')) return null;
  const more = findConfusable(asked.subject, asked.other)?.more;
  if (more) {
    return isSpanishTeacher(teacher)
      ? `Aquí tienes otro: ${more} Ahora tú: ¿me das una frase con cada una? (Here is one more. Now you: one sentence with each?)`
      : `Here's one more: ${more} Now you: can you make one sentence with each?`;
  }
  // Two linking words told apart ('although' and 'however') showed their first examples: their second ones now.
  const linking = [findLinkingWord(asked.subject), findLinkingWord(asked.other)];
  if (!linking[0] || !linking[1]) return null;
  return `Here's one more of each: ${linking[0].examples[1]} ${linking[1].examples[1]} Now you: can you make one sentence with each?`;
}

/** "Can you give me an example?", "Another example, please." with no word named; learners' 'a example' too. */
const ASKS_FOR_AN_EXAMPLE = /^(?:(?:ok(?:ay)?|thanks|thank you|great|and|so)[,!.]*\s+)?(?:(?:can|could) you (?:please )?(?:give|show|tell) me (?:an|a|another|one more|one|some) examples?|(?:an|a|another|one more) example,? please|examples?,? please)\s*[?.!]*$/i;
/** The kinds of question about one word whose example a bare request asks for. */
const ABOUT_A_WORD = new Set(['meaning', 'business-idiom', 'everyday-idiom', 'synonym', 'past-tense', 'participle']);

/** The question an example request stands for, when the learner's last message asked about one word: "Can you give me an example with 'circle back'?". */
export function exampleOfWordAsked(message: string, earlier: readonly string[], teacher: TutorTeacher): string | null {
  const previous = earlier.at(-1);
  if (!ASKS_FOR_AN_EXAMPLE.test(message.trim()) || !previous) return null;
  const asked = detectQuestion(previous, teacher);
  if (!asked || !ABOUT_A_WORD.has(asked.kind) || asked.other || asked.subject.split(/\s+/).length > 4) return null;
  return `Can you give me an example with '${asked.subject}'?`;
}

/** An example asked for in Spanish, or another: "¿Me das un ejemplo?", "Dame otro ejemplo", "¿Y otro?". */
const PIDE_UN_EJEMPLO = /^¿?\s*(?:y\s+)?(?:(?:me\s+)?(?:das|puedes\s+dar|podr[ií]as\s+dar)(?:me)?\s+(?:un|otro|alg[uú]n|algunos|m[aá]s)\s+ejemplos?|(?:dame|dime)\s+(?:un|otro|algunos|m[aá]s)\s+ejemplos?|(?:un|otro)\s+ejemplo|otro|m[aá]s\s+ejemplos)(?:,?\s+por\s+favor)?\s*[?.!]*$/iu;

const asksForExamples = (message: string) => [ASKS_FOR_AN_EXAMPLE, ASKS_FOR_MORE, PIDE_UN_EJEMPLO].some((pattern) => pattern.test(message.trim()));

/** The guide whose name the text holds, as a whole phrase; the longest name wins ('present perfect continuous'). */
function guideNamedIn(text: string, guides: readonly GrammarGuide[]): { guide: GrammarGuide; name: string } | null {
  const said = text.toLowerCase();
  const named = guides
    .flatMap((guide) => guide.names.map((name) => ({ guide, name })))
    .filter(({ name }) => new RegExp(`(?<![\\p{L}])${name.toLowerCase().replace(/ /g, '\\s+')}(?![\\p{L}])`, 'u').test(said))
    .sort((a, b) => b.name.length - a.name.length);
  return named[0] ?? null;
}

/**
 * The reply to an example asked for just after a structure was named ('I want to practise the present perfect') or
 * explained (the teacher's last turn showed its examples); null otherwise.
 */
export function examplesOfGrammarNamed(message: string, earlier: readonly string[], lastTurn: string | undefined, teacher: TutorTeacher): string | null {
  if (!asksForExamples(message)) return null;
  const spanish = isSpanishTeacher(teacher);
  const guides = spanish ? SPANISH_GRAMMAR_GUIDES : GRAMMAR_GUIDES;
  const shown = lastTurn ? guides.find((guide) => guide.examples.some((example) => lastTurn.includes(example))) : undefined;
  const triedAsked = lastTurn && !shown ? guides.find((guide) => lastTurn.includes(guide.practice)) : undefined;
  // Asked for another after being asked to try one: the attempt is what comes next, however imperfect.
  if (triedAsked) {
    return spanish
      ? '¡Inténtalo! Escribe una frase, aunque no sea perfecta, y la revisamos. (Give it a try! Write one sentence, even if it is not perfect, and we will look at it.)'
      : "Give it a go: one sentence, even an imperfect one, and we'll look at it together.";
  }
  if (shown) {
    return spanish
      ? `Ahora te toca a ti: el mejor ejemplo es uno tuyo. (Now it is your turn: the best next example is one of your own.) ${shown.practice}`
      : `The best next example is one of your own. ${shown.practice}`;
  }
  const previous = earlier.at(-1);
  const named = previous ? guideNamedIn(previous, guides) : null;
  if (!named) return null;
  return spanish
    ? `¡Claro! Por ejemplo: ${named.guide.examples.join(' ')} ${named.guide.practice}`
    : `Sure, here are two with the ${named.name}: ${named.guide.examples.slice(0, 2).join(' ')} ${named.guide.practice}`;
}

/** How many other pairs of the same two sounds are given when more are asked for. */
const MORE_PAIRS = 3;
/** How far back the pairs already given are looked for. */
const RECENT_TURNS = 6;

/**
 * "Can you give me more words like that?" just after two words that differ in one sound were told apart ('light' and
 * 'right'): more pairs of the same two sounds (sound-pairs.ts), none the learner has just seen, and the family's twister.
 */
export function morePairsOfSounds(message: string, assistantMessages: readonly string[]): string | null {
  const lastTurn = assistantMessages.at(-1);
  if (!ASKS_FOR_MORE.test(message.trim()) || !lastTurn) return null;
  const inTurn = (turn: string) => (word: string) => new RegExp(`(?<![\\p{L}])${word.toLowerCase()}(?![\\p{L}])`, 'u').test(turn.toLowerCase());
  const family = SOUND_FAMILIES.find((f) => f.pairs.some(([a, b]) => inTurn(lastTurn)(a) && inTurn(lastTurn)(b)));
  if (!family) return null;
  // Pairs the teacher's recent turns gave (the twister aside, whose words are not given as a pair).
  const given = assistantMessages.slice(-RECENT_TURNS).map((turn) => inTurn(turn.replace(family.twister, '')));
  const others = family.pairs.filter(([a, b]) => !given.some((shown) => shown(a) && shown(b))).slice(0, MORE_PAIRS);
  if (others.length === 0) return `Those are the pairs I use most. Now the hard test, all in one line: ${family.twister}`;
  return `${others.length === 1 ? 'Here is one more' : `Here are ${others.length} more`}: ${others.map(([a, b]) => `${a} and ${b}`).join(', ')}. Say each pair slowly, then faster, and feel the difference. Then try this line: ${family.twister}`;
}
