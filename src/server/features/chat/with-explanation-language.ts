/**
 * "Explain in my language" (issue 40): the learner's explanations come in their interface language while the
 * conversation stays in the language being learnt. The offline tutor reads `explainIn`; a model is told so in the
 * system prompt, Parley's own words (the language is one of Parley's, never learner text).
 */
import type { Locale } from '#/shared/i18n/locales';
import type { CompletionRequest } from '../../lib/language-model';
import { explanationLanguageTask } from './compose-system-prompt';

export function withExplanationLanguage(completion: CompletionRequest, explainIn: Locale | undefined): CompletionRequest {
  if (!explainIn) return completion;
  const [system, ...rest] = completion.messages;
  const task = explanationLanguageTask(explainIn, completion.teacher.language);
  return { ...completion, explainIn, messages: [{ role: 'system', content: `${system!.content}\n\n${task}` }, ...rest] };
}
