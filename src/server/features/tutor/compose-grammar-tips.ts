/** 'grammar-tips': 3 or 4 tips, one per line, for what the learner's recent messages actually need. */
import { filterGrammarTips } from '#/shared/chat-rules';
import { GRAMMAR_TIPS_MAX } from '#/shared/constants';
import type { CompletionRequest } from '../../lib/language-model';
import { createChooser } from './choose-variant';
import { detectGrammarPatterns } from './detect-grammar-patterns';
import { checkGrammar } from './grammar/check-grammar';
import { looksLikeSpanish } from './grammar/looks-like-spanish';
import { generalTips, tipsByPattern, tipsByTopic } from './grammar-tip-bank';
import type { Conversation } from './read-conversation';

/** Tips come from the last six messages. */
const RECENT_MESSAGES = 6;

export async function composeGrammarTips(request: CompletionRequest, conversation: Conversation): Promise<string> {
  const chooser = createChooser(conversation.seed);
  const turns = request.messages.filter((m) => m.role !== 'system').slice(-RECENT_MESSAGES);
  const recent = turns.filter((m) => m.role === 'user').map((m) => m.content);
  const english = recent.filter((m) => !looksLikeSpanish(m));
  const issues = english.length > 0 ? await checkGrammar(english.join('\n')) : [];

  const isSpanishTeacher = request.teacher.language.startsWith('es');
  const patterns = isSpanishTeacher ? ['spanish' as const] : detectGrammarPatterns(recent, issues);
  const fromPatterns = patterns.map((p) => chooser.pick(`tip-${p}`, tipsByPattern[p]));
  const fromTopic = [tipsByTopic[request.topic], tipsByTopic[request.teacher.slug]].filter((t): t is string => !!t);
  const general = isSpanishTeacher ? tipsByPattern.spanish : generalTips;
  const rotated = general.map((_, i) => general[(i + chooser.index('general', general.length)) % general.length]!);

  const tips = [...new Set([...fromPatterns, ...fromTopic, ...rotated])];
  return filterGrammarTips(tips.join('\n')).slice(0, GRAMMAR_TIPS_MAX).join('\n');
}
