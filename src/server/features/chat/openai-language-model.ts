/** Any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM, llama.cpp server) through the openai SDK. */
import OpenAI from 'openai';
import { INVALID_RESPONSE_MESSAGE } from '#/shared/chat-api';
import { fromOpenAiError, ProviderError } from '../../lib/provider-error';
import type { CompletionRequest, LanguageModel } from './language-model';

/** Used only when a compatible server reports no usage: about four characters per token. */
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export function createOpenAiLanguageModel(options: { apiKey: string; baseURL?: string; model: string }): LanguageModel {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: 30_000, maxRetries: 1 });
  const host = options.baseURL ? new URL(options.baseURL).host : 'api.openai.com';
  const providerName = `OpenAI API (${options.model} at ${host})`;
  return {
    providerName,
    publicName: 'OpenAI API',
    isOffline: false,
    async *stream(request: CompletionRequest) {
      let reply = '';
      let usage: OpenAI.CompletionUsage | undefined;
      try {
        const stream = await client.chat.completions.create(
          // include_usage: the last chunk carries the call's token counts, for the usage ledger.
          { model: options.model, messages: request.messages, max_tokens: request.maxTokens, stream: true, stream_options: { include_usage: true } },
          { signal: request.signal },
        );
        for await (const chunk of stream) {
          if (!chunk || !Array.isArray(chunk.choices)) throw new ProviderError(providerName, 'bad_response', INVALID_RESPONSE_MESSAGE);
          if (chunk.usage) usage = chunk.usage;
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) {
            reply += piece;
            yield piece;
          }
        }
      } catch (error) {
        throw fromOpenAiError(providerName, error, request.signal);
      }
      if (!reply) throw new ProviderError(providerName, 'bad_response', INVALID_RESPONSE_MESSAGE);
      request.onUsage?.({
        provider: 'openai',
        model: options.model,
        promptTokens: usage?.prompt_tokens ?? estimateTokens(request.messages.map((m) => m.content).join('\n')),
        completionTokens: usage?.completion_tokens ?? estimateTokens(reply),
      });
    },
  };
}
