import type { Env } from '../env';
import { createEmbeddedEngine } from './embedded/engine';
import type { QuoteEngine } from './engine';
import { createLlmEngine } from './llm';

export type { QuoteEngine } from './engine';
export { EngineError } from './engine';

/** The engine chosen by AI_PROVIDER: the embedded one by default, a model through the AI SDK otherwise. */
export function createQuoteEngine(env: Env): QuoteEngine {
  return env.AI_PROVIDER === 'embedded' ? createEmbeddedEngine() : createLlmEngine(env);
}
