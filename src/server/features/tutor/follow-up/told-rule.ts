/**
 * A kind of thing a learner tells, kept as data per language: what reads it, the teacher's words for it and the
 * questions that follow, with the messages it must read and those it must leave (run as tests). The reply picks an
 * acknowledgement and a question not asked before.
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';

export type ToldRule = { said: RegExp; acks: readonly string[]; questions: readonly string[]; examples: readonly string[]; counterExamples: readonly string[] };
export type ToldRules = Readonly<Record<'en' | 'es', ToldRule>>;
export type ToldInput = { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser };

/** Whether the message tells it: a question ('Do you run every morning?') tells nothing. */
export const tells = (rule: Pick<ToldRule, 'said'>, message: string): boolean => !/\?\s*$/.test(message.trim()) && rule.said.test(message);

export function respondToToldRule(rules: ToldRules, name: string, input: ToldInput): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser } = input;
  const rule = rules[isSpanish ? 'es' : 'en'];
  if (!tells(rule, message)) return null;
  const fresh = rule.questions.filter((q) => !wasAlreadyAsked(q, assistantMessages));
  return fresh.length > 0 ? { acknowledgement: chooser.pick(`${name}-ack`, rule.acks), question: chooser.pick(`${name}-question`, fresh) } : null;
}
