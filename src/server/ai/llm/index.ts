export { createLlmEngine, type LlmEngineOptions } from './engine';
export { toEngineError } from './errors';
export { fullPrompt, type RenderedPrompt, renderQuotePrompt } from './prompt';
export { createLanguageModel } from './provider';
export {
  followUpSchema,
  learningSchema,
  type ModelQuote,
  OUTPUT_NAMES,
  polishSchema,
  quoteSchema,
} from './schemas';
