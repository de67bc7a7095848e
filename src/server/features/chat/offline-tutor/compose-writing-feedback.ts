/** 'writing': feedback on a submitted text: corrections from the checker, its structure, encouragement, next question. */
import type { CompletionRequest } from '../language-model';
import { createChooser, fillTemplate } from './choose-variant';
import { describeTextStructure } from './describe-text-structure';
import { findKeyPhrase } from './find-key-phrase';
import { findCorrections, type Fix } from './grammar/find-corrections';
import { pickFollowUpQuestion } from './pick-follow-up-question';
import type { Conversation } from './read-conversation';

const MAX_FIXES = 4;
const OPENINGS = ['Thank you for sharing your writing about {phrase}.', 'Thanks for this piece on {phrase}, I enjoyed reading it.', 'Nice work on this text about {phrase}.'];
const OPENINGS_PLAIN = ['Thank you for sharing your writing.', 'Thanks for this piece, I enjoyed reading it.'];
const FIX_PHRASES = ["Instead of '{from}', you could write '{to}'.", "Where you wrote '{from}', try '{to}'.", "Change '{from}' to '{to}'."];
const NO_FIXES = ["I couldn't find any grammar slips, which is excellent.", 'The grammar checks out, with no slips that I could spot.'];
const ENCOURAGEMENTS = [
  'You are clearly making progress, so keep writing a little every day.',
  'Your ideas come across well, and a few small changes will make this really polished.',
  'This is a solid draft, and you should feel good about it.',
];

const quoted = (fix: Fix, side: 'from' | 'to') => (fix.before ? `${fix.before} ${fix[side]}` : fix[side]);

export async function composeWritingFeedback(request: CompletionRequest, conversation: Conversation): Promise<string> {
  const chooser = createChooser(conversation.seed);
  const text = conversation.lastUserMessage ?? '';
  const fixes = (await findCorrections(text, { max: MAX_FIXES, isWriting: true })).flatMap((c) => c.fixes).slice(0, MAX_FIXES);
  const phrase = findKeyPhrase(text);

  const opening = phrase ? fillTemplate(chooser.pick('opening', OPENINGS), { phrase }) : chooser.pick('opening', OPENINGS_PLAIN);
  const first = chooser.index('fix', FIX_PHRASES.length);
  const corrections = fixes.map((fix, i) => fillTemplate(FIX_PHRASES[(first + i) % FIX_PHRASES.length]!, { from: quoted(fix, 'from'), to: quoted(fix, 'to') }));
  const question = pickFollowUpQuestion({ teacher: request.teacher, topic: request.topic, assistantMessages: conversation.assistantMessages, chooser });

  return [
    opening,
    ...(corrections.length > 0 ? corrections : [chooser.pick('no-fixes', NO_FIXES)]),
    describeTextStructure(text, chooser),
    chooser.pick('encouragement', ENCOURAGEMENTS),
    ...(question ? [question] : []),
  ].join(' ');
}
