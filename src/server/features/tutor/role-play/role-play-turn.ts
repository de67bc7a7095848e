/**
 * A role-play's turns in English: the teacher's turn that sets the scene, the test that the learner's message is
 * their line in it, and what the other person says next. The scenes are answers/situation-phrases.ts's.
 */
import { escapeRegExp } from '../../../lib/escape-reg-exp';
import type { Chooser } from '../choose-variant';
import { SITUATIONS, type Situation } from '../answers/situation-phrases';

const ROLE_PLAY_START = "Let's practise.";
export const ROLE_PLAY_END = 'What do you say?';

/** The teacher's turn that sets a role-play up: the scene and its first line, then the learner's cue. */
export function rolePlayTurn(situation: Situation): string {
  return `${ROLE_PLAY_START} ${situation.rolePlay} ${ROLE_PLAY_END}`;
}

/** The situation of the role-play the teacher's turn set up or went on with, if it was one. */
function situationOfTurn(turn: string | undefined): Situation | undefined {
  if (!turn?.trim().endsWith(ROLE_PLAY_END)) return undefined;
  return SITUATIONS.find((situation) => turn.includes(situation.rolePlay) || lineIn(situation, turn) !== undefined);
}

/** What the other person may say after the opening: the scripted lines and the replies to the learner's own requests. */
const linesOf = (situation: Situation): string[] => [...situation.goesOn, ...(situation.replies ?? []).map(([, reply]) => reply)];

/** An answer to a share of the price, whatever the figure in it ('{percent}'). */
const percentReplyPattern = (reply: string) => new RegExp(reply.split('{percent}').map(escapeRegExp).join(String.raw`\d+(?:\.\d)?`));
const percentRepliesIn = (situation: Situation, turn: string): string[] =>
  (situation.percentReplies ?? []).flatMap(({ reply }) => percentReplyPattern(reply).exec(turn)?.[0] ?? []);

/** The other person's line in the teacher's turn, as said there: scripted, a reply, or an answer to a figure. */
function lineIn(situation: Situation, turn: string): string | undefined {
  return linesOf(situation).find((line) => turn.includes(line)) ?? percentRepliesIn(situation, turn)[0];
}

/** Words to the teacher, not a line in the scene: 'Thanks, that's helpful!', 'OK, got it.', 'Thanks, you are very helpful.' */
const ASIDE = /^(?:(?:ok(?:ay)?|great|cool|perfect|got it|thanks?(?: you)?(?: so much| a lot)?|that'?s (?:very |really |so )?(?:helpful|useful|great|clear)|you(?:'re| are) (?:very |really |so |such a )?(?:helpful|kind|great|amazing|brilliant|a (?:great|good) teacher))[,.!]*\s*)+$/i;

export function isAsideToTheTeacher(message: string): boolean {
  return ASIDE.test(message.trim());
}

/** The scene's part of the teacher's last turn (its set-up or the other person's line, with the learner's cue), said again after an aside. */
export function sceneOf(turn: string | undefined): string | null {
  if (!turn || !isRolePlayLine(turn)) return null;
  const start = turn.indexOf(ROLE_PLAY_START);
  if (start !== -1) return turn.slice(start).trim();
  const situation = situationOfTurn(turn);
  const line = situation && lineIn(situation, turn);
  return line ? turn.slice(turn.indexOf(line)).trim() : null;
}

/** The scene to go back to after the learner stepped out of it: the scene without its opening 'Let's practise.'. */
export function sceneToResume(turn: string | undefined): string | null {
  const scene = sceneOf(turn);
  return scene && (scene.startsWith(ROLE_PLAY_START) ? scene.slice(ROLE_PLAY_START.length).trim() : scene);
}

/** The teacher's last turn set up or went on with a role-play: the learner's message is their line in it, not news about their life. */
export function isRolePlayLine(previousTurn: string | undefined): boolean {
  return !!previousTurn && previousTurn.trim().endsWith(ROLE_PLAY_END) && (previousTurn.includes(ROLE_PLAY_START) || situationOfTurn(previousTurn) !== undefined);
}

/** The teacher's turns of the role-play under way, newest first, back to the one that set it up. */
function takeWhileInScene(assistantMessages: readonly string[], situation: Situation | undefined): string[] {
  const scene: string[] = [];
  for (const turn of [...assistantMessages].reverse()) {
    if (!situation || situationOfTurn(turn) !== situation) break;
    scene.push(turn);
    if (turn.includes(situation.rolePlay)) break;
  }
  return scene;
}

/** The other person's own reply to the learner's line ('How was your flight?' at a party), not yet given in this scene. */
function replyInScene(message: string, assistantMessages: readonly string[]): string | undefined {
  const situation = situationOfTurn(assistantMessages.at(-1));
  const scene = takeWhileInScene(assistantMessages, situation);
  return situation?.replies?.find(([asked, line]) => asked.test(message) && !scene.some((turn) => turn.includes(line)))?.[1];
}

/** 'ten', 'fifteen': figures learners write in words in a price talk. */
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, 'twenty-five': 25, thirty: 30, forty: 40, fifty: 50 };
const PERCENT = /(?<![\p{L}\d.])(\d{1,2}(?:\.\d)?|[a-z]+(?:-[a-z]+)?)\s*(?:%|percent\b|per cent\b)/iu;

const FIGURE = /(?<![\p{L}\d.])(\d{1,2}(?:\.\d)?|[a-z]+(?:-[a-z]+)?)(?![\p{L}\d])/giu;
const figureValue = (figure: string) => (/^\d/.test(figure) ? Number(figure) : NUMBER_WORDS[figure.toLowerCase()]);

/** A share named and turned down ('Five percent is not enough, we need ten'): the figure wanted comes after it. */
const NOT_ENOUGH = /\b(?:not enough|too (?:little|low|small)|(?:is|isn't|'s) nothing)\b/i;

/**
 * The share of the price the learner asks for in their line ('We want 15 percent discount', 'ten per cent'), if they name
 * one: the figure beside 'percent' ('We buy 40 machines, so we want 6 percent' asks for six), or, where that one is turned
 * down, the figure after it ('Five percent is not enough, we need ten').
 */
export function percentNamed(message: string): number | null {
  const named = PERCENT.exec(message);
  const value = named ? figureValue(named[1]!) : undefined;
  if (!named || value === undefined || value <= 0 || value > 100) return null;
  if (!NOT_ENOUGH.test(message.slice(named.index))) return value;
  const after = message.slice(named.index + named[0].length);
  const wanted = [...after.matchAll(FIGURE)].map((m) => figureValue(m[1]!)).filter((v): v is number => v !== undefined && v > value && v <= 50);
  return wanted[0] ?? value;
}

/** The other person's answer to the share of the price the learner named (as often as one is named: a limit is said again). */
function percentReply(message: string, situation: Situation | undefined): string | undefined {
  const percent = percentNamed(message);
  const entry = percent === null ? undefined : situation?.percentReplies?.find(({ upTo }) => percent <= upTo);
  return entry?.reply.replaceAll('{percent}', String(percent));
}

/** A question the other person in the scene answers ('Where are you from?' at a party): a line in the scene, not one for the teacher. */
export function isAskedInScene(message: string, assistantMessages: readonly string[]): boolean {
  return isRolePlayLine(assistantMessages.at(-1)) && replyInScene(message, assistantMessages) !== undefined;
}

/**
 * Said after the learner's line in a role-play (any correction comes before it): the other person's next line while
 * the situation has one (`goesOn`, two turns), then how it landed, and what next. Praise only for a line nothing was
 * corrected or asked about in.
 */
export function respondToRolePlayLine(chooser: Chooser, { message, isClean, assistantMessages }: { message: string; isClean: boolean; assistantMessages: readonly string[] }): { acknowledgement: string; question: string } {
  const situation = situationOfTurn(assistantMessages.at(-1));
  // The scene's turns so far, newest first: the scripted line said last, and the replies already given.
  const scene = takeWhileInScene(assistantMessages, situation);
  const reply = percentReply(message, situation) ?? replyInScene(message, assistantMessages);
  if (reply) return { acknowledgement: chooser.pick('role-play-reply', isClean ? ['Good.', 'Nice.'] : ['Okay.', 'Good, go on.']), question: `${reply} ${ROLE_PLAY_END}` };
  const said = situation ? (scene.map((turn) => situation.goesOn.findIndex((line) => turn.includes(line))).find((at) => at !== -1) ?? -1) : -1;
  // Once a figure was answered, the script's own figures ('I could do five percent') would contradict it: the scene ends.
  const figureAnswered = !!situation && scene.some((turn) => percentRepliesIn(situation, turn).length > 0);
  const next = figureAnswered ? undefined : situation?.goesOn[said + 1];
  if (next) {
    return { acknowledgement: chooser.pick('role-play-go-on', isClean ? ['Good.', 'Nice, that works.', 'Good, go on.'] : ['Good, go on.', 'Okay, go on.']), question: `${next} ${ROLE_PLAY_END}` };
  }
  const praise = ['That would work well in real life.', 'Nicely done, that sounds polite and natural.', "Good, that's just how people say it."];
  const noted = ['With that small fix, your line would work well in real life.', 'Apart from that, your line gets the message across.'];
  return {
    acknowledgement: chooser.pick('role-play-ack', isClean ? praise : noted),
    question: chooser.pick('role-play-next', ['Which other situation would you like to practise?', 'Is there another situation where you never know what to say?']),
  };
}
