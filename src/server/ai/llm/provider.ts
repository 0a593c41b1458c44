import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Env } from '../../env';

type ModelEnv = Pick<Env, 'AI_PROVIDER' | 'AI_MODEL' | 'AI_BASE_URL' | 'AI_API_KEY'>;

/** The AI SDK model for AI_PROVIDER; loadEnv has already required AI_MODEL (and a base URL where needed). */
export function createLanguageModel(env: ModelEnv): Exclude<LanguageModel, string> {
  const model = env.AI_MODEL;
  if (!model) throw new Error(`AI_MODEL is required when AI_PROVIDER is ${env.AI_PROVIDER}`);
  const baseURL = env.AI_BASE_URL?.replace(/\/$/, '');
  switch (env.AI_PROVIDER) {
    case 'openai':
      // `.chat`: the bare provider call targets the Responses API, which compatible servers
      // (and our emulator) do not speak.
      return createOpenAI({ apiKey: env.AI_API_KEY, baseURL }).chat(model);
    case 'anthropic':
      return createAnthropic({ apiKey: env.AI_API_KEY, baseURL })(model);
    case 'openai-compatible':
      if (!baseURL) throw new Error('AI_BASE_URL is required when AI_PROVIDER is openai-compatible');
      // Without supportsStructuredOutputs the SDK only asks for `json_object` and the schema is lost.
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL,
        apiKey: env.AI_API_KEY,
        supportsStructuredOutputs: true,
      })(model);
    case 'embedded':
      throw new Error('AI_PROVIDER is embedded: there is no language model to create');
  }
}
