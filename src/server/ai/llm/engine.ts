import { type FlexibleSchema, generateText, type LanguageModel, Output } from 'ai';
import type { Env } from '../../env';
import { EngineError, type EngineUsage, type QuoteEngine } from '../engine';
import { withChecklist } from '../reply';
import { plainReply } from './applied-entries';
import { toFollowUpDraft, toQuoteDraft, toUsage } from './draft';
import { toEngineError } from './errors';
import {
  fullPrompt,
  type RenderedPrompt,
  renderFollowUpPrompt,
  renderLearningPrompt,
  renderPolishPrompt,
  renderQuotePrompt,
} from './prompt';
import { createLanguageModel } from './provider';
import { followUpSchema, learningSchema, OUTPUT_NAMES, polishSchema, quoteSchema } from './schemas';

export type LlmEngineOptions = {
  /** A ready model (tests, or a caller that built its own provider); otherwise chosen by env. */
  model?: LanguageModel;
};

type LlmEnv = Pick<Env, 'AI_PROVIDER' | 'AI_MODEL' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_TIMEOUT_MS'>;

type Call<T> = { object: T; usage: EngineUsage; outputText: string };

/** The quote engine backed by a language model through the AI SDK. It never writes to the database. */
export function createLlmEngine(env: LlmEnv, options: LlmEngineOptions = {}): QuoteEngine {
  const model = options.model ?? createLanguageModel(env);
  const modelName = typeof model === 'string' ? model : model.modelId;

  async function call<T>(
    schema: FlexibleSchema<T>,
    name: string,
    expected: string,
    rendered: RenderedPrompt,
  ): Promise<Call<T>> {
    const signal = AbortSignal.timeout(env.AI_TIMEOUT_MS);
    try {
      const result = await generateText({
        model,
        system: rendered.system,
        prompt: rendered.prompt,
        output: Output.object({ schema, name }),
        abortSignal: signal,
        // One attempt inside the advisor's wait: a retry would double the worst case, and the
        // advisor can simply try again after reading the error.
        maxRetries: 0,
      });
      const object = result.output;
      return { object, usage: toUsage(result.usage), outputText: JSON.stringify(object) };
    } catch (error) {
      throw toEngineError(error, {
        timeoutMs: env.AI_TIMEOUT_MS,
        timedOut: signal.aborted,
        baseUrl: env.AI_BASE_URL,
        modelName,
        expected,
      });
    }
  }

  return {
    modelName,

    async generateQuote({ context, history }) {
      const rendered = renderQuotePrompt(context, history);
      const { object, usage, outputText } = await call(
        quoteSchema,
        OUTPUT_NAMES.quote,
        'a valid quote',
        rendered,
      );
      return toQuoteDraft({
        quote: object,
        reply: withChecklist(
          plainReply(object.reply, context),
          (object.checklist ?? []).map((c) => c.item),
        ),
        context,
        promptFull: fullPrompt(rendered),
        outputText,
        usage,
        modelName,
      });
    },

    async followUp(input) {
      const rendered = renderFollowUpPrompt(input);
      const { object, usage, outputText } = await call(
        followUpSchema,
        OUTPUT_NAMES.followUp,
        'a valid quote',
        rendered,
      );
      // Discussion mode never changes the quote, whatever the model chose; an 'update' without
      // a quote is answered as a reply rather than lost.
      if (input.isDiscussion || object.action === 'reply' || !object.quote) {
        return { kind: 'reply', reply: plainReply(object.reply, input.context), usage, modelName };
      }
      return {
        kind: 'quote',
        draft: toFollowUpDraft({
          quote: object.quote,
          current: input.quote,
          reply: plainReply(object.reply, input.context),
          context: input.context,
          promptFull: fullPrompt(rendered),
          outputText,
          usage,
          modelName,
        }),
      };
    },

    async learnFromConversation(input) {
      const rendered = renderLearningPrompt(input);
      const { object, usage } = await call(
        learningSchema,
        OUTPUT_NAMES.learning,
        'a valid list of lessons',
        rendered,
      );
      return { items: object.items, usage, modelName };
    },

    async polishText(input) {
      if (!input.text.trim()) throw new EngineError('There is no text to rewrite.');
      const rendered = renderPolishPrompt(input);
      const { object, usage } = await call(polishSchema, OUTPUT_NAMES.polish, 'a valid text', rendered);
      return { text: object.text, usage, modelName };
    },
  };
}
