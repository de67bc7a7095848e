/** 'grammar-tips': 3 or 4 tips, one per line, starting from the learner's own mistakes, then what their messages need. */
import { filterGrammarTips } from '#/shared/chat-rules';
import { GRAMMAR_TIPS_MAX } from '#/shared/constants';
import type { CompletionRequest } from '../../lib/language-model';
import { isSpanishTeacher } from './answers/teacher-voice';
import { createChooser } from './choose-variant';
import { type Explain, explainCorrection, explainerFor } from './explain';
import { detectGrammarPatterns } from './detect-grammar-patterns';
import { checkGrammar } from './grammar/check-grammar';
import { findCorrections } from './grammar/find-corrections';
import { fixedParts } from './grammar/fixed-part';
import { looksLikeSpanish } from './grammar/looks-like-spanish';
import { generalTips, tipsByPattern, tipsByTopic } from './grammar-tip-bank';
import type { Conversation } from './read-conversation';

/** Tips come from the last six messages. */
const RECENT_MESSAGES = 6;
/** At most this many tips quote the learner's own sentences; the rest explain the patterns behind them. */
const MISTAKE_TIPS = 2;

export async function composeGrammarTips(request: CompletionRequest, conversation: Conversation): Promise<string> {
  const chooser = createChooser(conversation.seed);
  const explain = explainerFor(request);
  const turns = request.messages.filter((m) => m.role !== 'system').slice(-RECENT_MESSAGES);
  // The browser's last message summarises the conversation ('Topic: ...'); the learner's own words come before it.
  const recent = turns.filter((m) => m.role === 'user' && !m.content.startsWith('Topic: ')).map((m) => m.content);
  const english = recent.filter((m) => !looksLikeSpanish(m));
  const issues = english.length > 0 ? await checkGrammar(english.join('\n')) : [];

  const isSpanish = isSpanishTeacher(request.teacher);
  const patterns = isSpanish ? ['spanish' as const] : detectGrammarPatterns(recent, issues);
  const fromPatterns = patterns.map((p) => chooser.pick(`tip-${p}`, tipsByPattern[p]));
  const fromTopic = [tipsByTopic[request.topic], tipsByTopic[request.teacher.slug]].filter((t) => t !== undefined);
  const general = isSpanish ? tipsByPattern.spanish : generalTips;
  const rotated = general.map((_, i) => general[(i + chooser.index('general', general.length)) % general.length]!);

  const fromMistakes = await tipsFromOwnMistakes(recent, request.teacher.language, explain);

  const tips = [...new Set([...fromMistakes, ...[...fromPatterns, ...fromTopic, ...rotated].map((key) => explain(key))])];
  return filterGrammarTips(tips.join('\n')).slice(0, GRAMMAR_TIPS_MAX).join('\n');
}

/** The first tips start from what the learner wrote: the checked corrections of their latest messages. */
async function tipsFromOwnMistakes(messages: readonly string[], language: string, explain: Explain): Promise<string[]> {
  const corrections = (await Promise.all(messages.slice(-3).map((m) => findCorrections(m, { max: 1, language })))).flat();
  // The first part each correction fixed, never the whole sentence, which may hold a slip no rule knows.
  return corrections.flatMap((c) => fixedParts(c).slice(0, 1).map((part) => ({ part, why: explainCorrection(c, explain.locale) }))).slice(0, MISTAKE_TIPS).map(({ part, why }) => {
    const said = explain('tipFromMistake', part);
    return why ? `${said} ${why}` : said;
  });
}
