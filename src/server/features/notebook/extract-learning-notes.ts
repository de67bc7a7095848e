/**
 * The notebook side call to a model: one structured (JSON schema) request per counted learner message,
 * returning the corrections worth keeping and the facts the learner shared about themselves.
 */
import OpenAI from 'openai';
import { z } from 'zod';
import type { Env } from '../../config/env';
import { fromOpenAiError, ProviderError } from '../../lib/provider-error';

export type LearningNotes = {
  corrections: Array<{ original: string; corrected: string; why: string }>;
  facts: string[];
};
export type NotesUsage = { model: string; promptTokens: number; completionTokens: number };

const notesSchema = z.object({
  corrections: z.array(z.object({ original: z.string().max(500), corrected: z.string().max(500), why: z.string().max(300) })).max(3),
  facts: z.array(z.string().max(200)).max(3),
});

const JSON_SCHEMA = {
  name: 'learning_notes',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['corrections', 'facts'],
    properties: {
      corrections: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['original', 'corrected', 'why'],
          properties: { original: { type: 'string' }, corrected: { type: 'string' }, why: { type: 'string' } },
        },
      },
      facts: { type: 'array', items: { type: 'string' } },
    },
  },
} as const;

const INSTRUCTIONS = `You keep a language learner's notebook. Read the learner's message.
corrections: up to 2 real grammar or word-choice mistakes (not punctuation, capitalisation or spelling): "original" quotes the learner's sentence, "corrected" is the same sentence fixed, "why" explains in at most 12 words.
facts: up to 2 short facts the learner said about themselves that a teacher should remember (job, city, goals, interests), written as "Works as a nurse". Nothing else.
Answer with empty lists when there is nothing.`;

const clients = new WeakMap<Env, OpenAI>();
function clientFor(env: Env): OpenAI {
  let client = clients.get(env);
  if (!client) {
    client = new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, timeout: 30_000, maxRetries: 1 });
    clients.set(env, client);
  }
  return client;
}

export async function extractLearningNotes(env: Env, learnerMessage: string): Promise<{ notes: LearningNotes; usage: NotesUsage }> {
  const model = env.OPENAI_NOTES_MODEL ?? env.OPENAI_MODEL;
  const provider = `OpenAI API (${model}, learning notes)`;
  let response: OpenAI.ChatCompletion;
  try {
    response = await clientFor(env).chat.completions.create({
      model,
      max_tokens: 400,
      response_format: { type: 'json_schema', json_schema: JSON_SCHEMA },
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: learnerMessage },
      ],
    });
  } catch (error) {
    throw fromOpenAiError(provider, error);
  }
  const usage = { model, promptTokens: response.usage?.prompt_tokens ?? 0, completionTokens: response.usage?.completion_tokens ?? 0 };
  return { notes: parseNotes(provider, response.choices?.[0]?.message?.content), usage };
}

function parseNotes(provider: string, content: string | null | undefined): LearningNotes {
  try {
    return notesSchema.parse(JSON.parse(content ?? ''));
  } catch (error) {
    throw new ProviderError(provider, 'bad_response', `${provider} answered with notes Parley cannot read`, 502, { cause: error });
  }
}
