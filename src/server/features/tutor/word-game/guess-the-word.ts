/**
 * "Can we play a game?": Guess the word. The teacher describes an everyday word and the learner guesses it; a wrong
 * guess gets a hint (its first letter and length) and the clue again, a second one or "I give up" gets the word, and
 * each answer brings the next clue. The game's state is the teacher's last turn: the clue it holds, and whether a hint
 * was given. "Let's stop" ends it. Lucía plays in Spanish, with the English after.
 */
import type { TutorTeacher } from '../../../lib/language-model';
import { stripAccents } from '../../../lib/strip-accents';
import { isSpanishTeacher } from '../answers/teacher-voice';
import { editDistance } from '../grammar/is-teachable-issue';
import { ENGLISH_CLUES, SPANISH_CLUES, type Clue } from './guess-the-word-clues';

const ASKS_FOR_GAME = /^(?:(?:hi|hey|ok(?:ay)?|so)[,!.]?\s+)?(?:(?:can|could|shall) we (?:play|do) (?:a |some |any |another )?(?:(?:word|language|guessing|little|fun|english|vocabulary) )*games?|let'?s play (?:a |some )?(?:(?:word|language|guessing|little|fun|english|vocabulary) )*games?|i(?:'d| would) like to play (?:a |some )?(?:\w+ )?games?|i want to play (?:a |some )?(?:\w+ )?games?|do you (?:know|have) (?:any )?(?:(?:word|language|fun|good) )?games(?: (?:we|i) can play)?)(?: (?:about|on) (?:[a-z]+ ?){1,3}?)?(?: with me| together| now| in english| please|, please)*\s*[?.!]*$/i;
const ASKS_FOR_GAME_ES = /\b(?:podemos|quieres|vamos a|puedes) jugar (?:a )?(?:un|alg[uú]n) juego\b|\bjugamos a (?:algo|un juego)\b|^¿?\s*(?:un )?juego\s*\?*$/i;
const GIVES_UP = /(?<![\p{L}])(?:i (?:give up|don'?t know|have no idea)|no idea|tell me(?: the answer)?|what is it\?*$|me rindo|no (?:lo )?s[eé]|dime(?: la respuesta)?|ni idea)(?![\p{L}])/iu;
const STOPS = /^(?:ok(?:ay)?[,.]?\s+)?(?:(?:let'?s|can we) (?:stop|finish|end|talk about something else|do something else)|stop(?: the game)?|no more|enough|i(?:'m| am) done|basta|(?:podemos |vamos a )?(?:parar|terminar)|ya est[aá]|no quiero jugar m[aá]s)\b/i;

const HINT = { en: 'Here is a hint:', es: 'Una pista:' };
const QUESTION = { en: 'What is it?', es: '¿Qué es? (What is it?)' };

const cluesFor = (teacher: TutorTeacher) => (isSpanishTeacher(teacher) ? SPANISH_CLUES : ENGLISH_CLUES);
const plain = (text: string) => stripAccents(text.toLowerCase());
/** The word without its article ('el paraguas' -> 'paraguas'). */
const bareWord = (word: string) => word.replace(/^(?:el|la|los|las) /, '');

/** The clue a teacher's turn gave, if it is one of this game's. */
function clueIn(turn: string | undefined, clues: readonly Clue[]): Clue | null {
  return turn ? (clues.find((c) => turn.includes(c.clue)) ?? null) : null;
}

/** The next clue not given in this conversation, or null when every word was played. */
function nextClue(clues: readonly Clue[], assistantMessages: readonly string[]): Clue | null {
  return clues.find((c) => !assistantMessages.some((turn) => turn.includes(c.clue))) ?? null;
}

/** 'right', 'misspelt' (one letter off in a word of five or more: 'umbrela'), or null for another word. */
function guessOf(message: string, clue: Clue): 'right' | 'misspelt' | null {
  const words = plain(message).match(/\p{L}+/gu) ?? [];
  const answers = [bareWord(clue.word), ...(clue.also ?? [])].map(plain);
  const isSaid = (answer: string) => {
    const parts = answer.split(' ');
    return words.some((_, i) => parts.every((part, k) => [part, `${part}s`, `${part}es`].includes(words[i + k] ?? '')));
  };
  if (answers.some(isSaid)) return 'right';
  return answers.some((answer) => answer.length >= 5 && !answer.includes(' ') && words.some((w) => editDistance(w, answer) === 1)) ? 'misspelt' : null;
}

function asClue(clue: Clue, es: boolean): string {
  return `${clue.clue} ${es ? QUESTION.es : QUESTION.en}`;
}

/** "Can we play a game?": the game explained and its first clue; null for any other message. */
export function startWordGame(message: string, teacher: TutorTeacher, assistantMessages: readonly string[]): string | null {
  const es = isSpanishTeacher(teacher);
  if (!(es ? ASKS_FOR_GAME_ES : ASKS_FOR_GAME).test(message.trim())) return null;
  const clue = nextClue(cluesFor(teacher), assistantMessages) ?? cluesFor(teacher)[0]!;
  return es
    ? `¡Claro! Jugamos a «Adivina la palabra»: yo describo una palabra y tú la adivinas. (Sure! Let's play Guess the word: I describe a word and you guess it.) La primera: ${asClue(clue, true)}`
    : `Sure, let's play Guess the word! I describe a word, and you guess it. Here's the first one: ${asClue(clue, false)}`;
}

/** The learner's answer to the clue in the teacher's last turn: right, a hint, the word told, or the game ended; null when no game is on. */
export function continueWordGame(message: string, teacher: TutorTeacher, assistantMessages: readonly string[]): string | null {
  const es = isSpanishTeacher(teacher);
  const clues = cluesFor(teacher);
  const lastTurn = assistantMessages.at(-1);
  const clue = clueIn(lastTurn, clues);
  if (!clue) return null;
  if (STOPS.test(message.trim())) {
    return es ? '¡Buen juego! ¿De qué quieres hablar ahora? (Good game! What would you like to talk about now?)' : 'Good game! What would you like to talk about now?';
  }
  const next = nextClue(clues, assistantMessages);
  const goOn = next
    ? (es ? `La siguiente: ${asClue(next, true)}` : `Next one: ${asClue(next, false)}`)
    : (es ? '¡Era la última palabra! ¿De qué quieres hablar ahora? (That was the last word! What would you like to talk about now?)' : 'That was my last word! What would you like to talk about now?');
  const guess = guessOf(message, clue);
  // A slip of the pen is still the word: it is right, and its spelling is shown letter by letter.
  const spelt = guess === 'misspelt' ? [...bareWord(clue.word)].join('-') : null;
  if (guess && es) return `¡Sí, es ${clue.word}! ¡Muy bien!${spelt ? ` Se escribe ${spelt}.` : ''} (Yes, that's it! Well done!${spelt ? ` It is spelt ${spelt}.` : ''}) ${goOn}`;
  if (guess) return `Yes, it's '${clue.word}'! Well done.${spelt ? ` It is spelt ${spelt}.` : ''} ${goOn}`;
  const hinted = lastTurn!.includes(es ? HINT.es : HINT.en);
  if (hinted || GIVES_UP.test(message)) {
    return es ? `Era ${clue.word}. (It was '${bareWord(clue.word)}'.) ${goOn}` : `It was '${clue.word}'. ${goOn}`;
  }
  const word = bareWord(clue.word);
  return es
    ? `¡Casi! ${HINT.es} empieza por «${word[0]}» y tiene ${word.length} letras. (Not quite! A hint: it starts with '${word[0]}' and has ${word.length} letters.) ${asClue(clue, true)}`
    : `Not quite. ${HINT.en} it starts with '${word[0]}' and has ${word.length} letters. ${asClue(clue, false)}`;
}
