/**
 * "Can you give me a better version?", "Could you rewrite it for me?" just after a text was looked at: the teacher does
 * not hand back the whole text rewritten (ADR 024: the checker vouches only for the words it changed), she says why, lists
 * the changes to make, and asks for the learner's own new version. English teachers only: Lucía teaches speaking.
 */
import { findCorrections } from '../grammar/find-corrections';
import { fixedParts } from '../grammar/fixed-part';
import { questionedParts } from '../phrase-corrections';
import { isTextToLookAt, paragraphForWritingTeacher, textToCheck, wholeEmail } from '../text-to-check';

const ASKS_REWRITE = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|thanks?(?: you)?|great|so|and)[,!.]?\s+)*(?:` +
    [
      String.raw`(?:(?:can|could|would) you (?:please )?)?(?:give me|write|show me|make|send me) (?:a |the |an )?(?:better|correct|corrected|improved|perfect|good|new|native|nicer)(?: \p{L}+)? version(?: of (?:it|this|that|my \p{L}+|(?:all|the whole) (?:the |my )?\p{L}+))?(?: for me)?`,
      String.raw`(?:can|could|would) you (?:please )?(?:rewrite|re-write|correct|fix|improve|rephrase) (?:it|this|that|my (?:text|paragraph|email|e-mail|essay|letter|draft)|the (?:text|paragraph|email|essay|letter)|(?:the|my|this) (?:(?:last|first|second|final|opening|closing) )?(?:sentence|line|paragraph))(?: (?:for me|again|correctly|properly|completely|all|more (?:natural|naturally|formal|formally|polite|politely|friendly|clearly|simple|simply)))*`,
      '(?:can|could|would) you (?:please )?make (?:it|this|that|my (?:text|email|letter|draft|essay)) better(?: for me)?',
      '(?:please )?(?:rewrite|correct|fix) (?:it|this|my text)(?: for me)?',
      'what would (?:a|the) (?:better|correct|perfect) version (?:be|look like)',
    ].join('|') +
    String.raw`)(?:,? please)?\s*[?.!]*$`,
  'iu',
);

export const EXAMPLES = ['give me better version please', 'Can you give me a better version of all the letter?', 'can you rewrite it more natural?', 'Can you give me a better version?', 'Could you rewrite it for me?', 'Thanks. Can you correct it for me, please?', 'What would a better version look like?', 'Please rewrite it.', 'Can you write a better version for me?', 'Can you correct my email?', 'Can you rewrite it please?', 'Could you fix my text?', 'Can you make it better?', 'Can you rewrite the last sentence for me?', 'Could you correct my first paragraph?'];
export const COUNTER_EXAMPLES = ['Can you give me a better word for "big"?', 'Can you correct my mistakes when I speak?', 'I will rewrite it tomorrow.', 'Can you check my email?', 'Can you fix the printer?', 'Can you correct me when I make mistakes?', 'I can write a better version tomorrow.', 'Can you write an email to my boss for me?', 'My teacher corrected my email.', 'Can you rewrite the last sentence of the story in the past tense?'];

export const asksForRewrite = (message: string): boolean => ASKS_REWRITE.test(message.trim());

/** How many earlier messages back the text may be: the request follows the feedback on it. */
const LOOK_BACK = 3;
const MAX_CHANGES = 4;

/** The text the learner sent just before, as the writing feedback read it. */
function textJustSent(earlierUserMessages: readonly string[], task: string | undefined): string | null {
  for (const message of earlierUserMessages.slice(-LOOK_BACK).reverse()) {
    // Sent to Writing, a text of a sentence or two is one too (isTextToLookAt).
    const text = textToCheck(message) ?? paragraphForWritingTeacher(message, task) ?? wholeEmail(message) ?? (task === 'writing' && isTextToLookAt(message) ? message.trim() : null);
    if (text) return text;
  }
  return null;
}

export async function answerRewriteRequest(message: string, earlierUserMessages: readonly string[], teacher: { language: string; task?: string }): Promise<string | null> {
  if (teacher.language.startsWith('es') || !asksForRewrite(message)) return null;
  const text = textJustSent(earlierUserMessages, teacher.task);
  if (!text) return null;
  const sure = (await findCorrections(text, { max: MAX_CHANGES, isWriting: true })).flatMap((c) => fixedParts(c));
  const asked = sure.length > 0 ? [] : (await findCorrections(text, { max: 1, isWriting: true, families: 'questions' })).flatMap((c) => questionedParts(c));
  const why = "I'd rather not rewrite it for you: a new version in your own words will teach you more than mine, and I can only vouch for the words I checked.";
  const changes = sure.slice(0, MAX_CHANGES).map((part) => `'${part.from}' becomes '${part.to}'`);
  const steps =
    changes.length > 0
      ? `Start with ${changes.length === 1 ? 'this change' : 'these changes'}: ${changes.join('; ')}.`
      : asked.length > 0
        ? `Start by looking again at '${asked[0]!.from}': would '${asked[0]!.to}' fit better?`
        : 'I found no slips I’m sure of, so make it stronger instead: add one sentence with an example, or join two short sentences with a linking word such as however or because.';
  return `${why} ${steps} Then send me your new version, and I'll look at it again.`;
}

/** 'What is my worst mistake?', 'Which is the biggest error in my text?': the slip to fix first in the text just looked at. */
const ASKS_WORST = /^(?:(?:ok(?:ay)?|thanks?(?: you)?|so|and)[,!.]?\s+)*(?:what(?:'s| is| was)|which (?:is|was)|tell me) (?:my |the )?(?:worst|biggest|most (?:important|serious)|main) (?:mistake|error|problem|slip)s?(?: (?:in|of) (?:(?:this|that|my|the) (?:text|email|e-mail|letter|essay|paragraph|writing)|it|this|that))?\s*[?.!]*$/i;
export const WORST_EXAMPLES = ['what is my worst mistake in this text?', 'Which is the biggest error?', 'ok, what was my main mistake?'];
export const NOT_WORST = ['My worst mistake was to leave my job.', 'What is the worst mistake in an interview?'];
export const asksForWorstMistake = (message: string): boolean => ASKS_WORST.test(message.trim());

/**
 * The slip to fix first: the first change the checker vouches for, with its reason, else the first it would only ask about,
 * as a question. Null when no text was just looked at, or the message asks something else.
 */
export async function answerWorstMistake(message: string, earlierUserMessages: readonly string[], teacher: { language: string; task?: string }): Promise<string | null> {
  if (teacher.language.startsWith('es') || !asksForWorstMistake(message)) return null;
  const text = textJustSent(earlierUserMessages, teacher.task);
  if (!text) return null;
  const [sure] = await findCorrections(text, { max: 1, isWriting: true });
  const part = sure ? fixedParts(sure)[0] : undefined;
  if (sure && part) return `The one to fix first: '${part.from}' becomes '${part.to}'.${sure.why ? ` ${sure.why}` : ''} Fix that, then send me the sentence again.`;
  const [asked] = (await findCorrections(text, { max: 1, isWriting: true, families: 'questions' })).flatMap((c) => questionedParts(c));
  if (asked) return `The one I'd look at first: '${asked.from}'. Would '${asked.to}' fit better there? Try it, and send me the sentence again.`;
  return 'I found no slip I’m sure of in it, so nothing stands out as a mistake; what would make it stronger is one more sentence with an example.';
}
