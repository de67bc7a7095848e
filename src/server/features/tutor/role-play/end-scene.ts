/**
 * 'Fin del role-play, ¿cómo lo hice?', "Let's stop the role-play. How did I do?", "How was my English?": the learner leaves the scene, which ends
 * there, and hears how their lines went: how many they said, and one change from the checker where it found one (a
 * change it may only ask about is put as a question). Never another line of the scene.
 */
import { findCorrections } from '../grammar/find-corrections';
import { fixedParts } from '../grammar/fixed-part';
import { ROLE_PLAY_END } from './role-play-turn';
import { CUE, NEXT_SCENE } from './spanish-role-plays';

export const ENDS_THE_SCENE = /(?<![\p{L}])(?:fin del (?:role[- ]?play|juego de rol|di[aá]logo)|(?:el )?(?:role[- ]?play|juego de rol) (?:termin[oó]|se acab[oó]|ha terminado)|terminamos (?:el|la) (?:role[- ]?play|escena)|(?:let'?s |can we |could we )?(?:stop|end|finish) (?:the |this )?(?:role[- ]?play|scene)|(?:the )?(?:role[- ]?play|scene) is (?:over|finished|done)|(?:i'?m |i am )?out of (?:the )?(?:role[- ]?play|scene))(?![\p{L}])/iu;

/**
 * 'Thank you, how was my English in this negotiation?', '¿Qué tal lo hice?': asked how it went, the learner has stepped
 * out of the scene as surely as by ending it (never a line to the other person in it).
 */
const ASKS_HOW_IT_WENT = /(?<![\p{L}])(?:how (?:was|is) my (?:english|spanish|español|negotiation|role[- ]?play|performance|answer)|how did i do|how was i|how did (?:that|it|i) go|was (?:that|it|my english|my spanish) (?:ok|okay|good|correct|right|natural)|(?:any|some|your) feedback|what mistakes did i make|did i make (?:any )?mistakes|(?:c[oó]mo|qu[eé] tal) lo (?:hice|he hecho)|(?:c[oó]mo|qu[eé] tal) (?:estuvo|fue) mi (?:español|espanol))(?![\p{L}])/iu;
const leavesTheScene = (message: string) => ENDS_THE_SCENE.test(message) || ASKS_HOW_IT_WENT.test(message);

/** The cue closing every turn of a scene, in English and in Lucía's Spanish. */
const CUES = [ROLE_PLAY_END, CUE];
const endsWithCue = (turn: string) => CUES.some((cue) => turn.trim().endsWith(cue));

/** The learner's lines in the scene their last turns held: one after each turn of the scene, oldest first. */
export function learnerLinesInScene(assistantMessages: readonly string[], userMessages: readonly string[]): string[] {
  let turns = 0;
  while (turns < assistantMessages.length && endsWithCue(assistantMessages[assistantMessages.length - 1 - turns]!)) turns++;
  // The message that ends the scene is the last one, after the scene's last turn.
  return turns === 0 ? [] : userMessages.slice(Math.max(0, userMessages.length - 1 - (turns - 1)), -1);
}

export async function endScene(input: { message: string; assistantMessages: readonly string[]; userMessages: readonly string[]; isSpanish: boolean; language: string }): Promise<string | null> {
  const { message, assistantMessages, userMessages, isSpanish, language } = input;
  if (!leavesTheScene(message) || !endsWithCue(assistantMessages.at(-1) ?? '')) return null;
  const lines = learnerLinesInScene(assistantMessages, userMessages);
  let change: { from: string; to: string; sure: boolean } | null = null;
  for (const line of lines) {
    const [sure] = await findCorrections(line, { max: 1, language });
    const [asked] = sure ? [sure] : await findCorrections(line, { max: 1, language, families: 'questions' });
    const part = (sure ?? asked) && fixedParts((sure ?? asked)!)[0];
    if (part) {
      change = { ...part, sure: !!sure };
      break;
    }
  }
  const count = lines.length;
  if (isSpanish) {
    const said = count > 0 ? `Dijiste ${count === 1 ? 'una frase' : `${count} frases`} en la escena y te entendí muy bien. (You said ${count === 1 ? 'one line' : `${count} lines`} in the scene, and I understood you well.)` : '';
    const note = change ? (change.sure ? `Una cosa para la próxima vez: mejor «${change.to}» que «${change.from}». (One thing for next time: '${change.to}' rather than '${change.from}'.)` : `Piensa en esto: ¿«${change.from}» o «${change.to}»? (Think about it: '${change.from}' or '${change.to}'?)`) : 'No vi ningún error del que esté segura. (I saw no mistake I am sure of.)';
    return `¡Muy bien! Aquí termina la escena. (Well done! That’s the end of the scene.) ${said} ${note} ${NEXT_SCENE}`.replace(/\s+/g, ' ');
  }
  const said = count > 0 ? `You said ${count === 1 ? 'one line' : `${count} lines`} in the scene, and you got your message across.` : '';
  const note = change ? (change.sure ? `One thing for next time: '${change.to}' rather than '${change.from}'.` : `Something to think about: '${change.from}' or '${change.to}'?`) : "I didn't spot a slip I'm sure of.";
  return `Well done, that's the end of the scene. ${said} ${note} Which other situation would you like to practise?`.replace(/\s+/g, ' ');
}
