/** Any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM, llama.cpp server) through the openai SDK. */
import OpenAI from 'openai';
import { INVALID_RESPONSE_MESSAGE } from '#/shared/chat-api';
import type { CompletionRequest, LanguageModel } from './language-model';

export function createOpenAiLanguageModel(options: { apiKey: string; baseURL?: string; model: string }): LanguageModel {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: 30_000, maxRetries: 1 });
  const host = options.baseURL ? new URL(options.baseURL).host : 'api.openai.com';
  return {
    providerName: `OpenAI API (${options.model} at ${host})`,
    isOffline: false,
    async *stream(request: CompletionRequest) {
      const stream = await client.chat.completions.create(
        { model: options.model, messages: request.messages, max_tokens: request.maxTokens, stream: true },
        { signal: request.signal },
      );
      let hasContent = false;
      for await (const chunk of stream) {
        if (!chunk || !Array.isArray(chunk.choices)) throw new Error(INVALID_RESPONSE_MESSAGE);
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) {
          hasContent = true;
          yield piece;
        }
      }
      if (!hasContent) throw new Error(INVALID_RESPONSE_MESSAGE);
    },
  };
}
