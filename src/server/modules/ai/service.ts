import type { PolishTextInput } from '../../../shared/schemas/job-builder';
import type { ProtectedContext } from '../../context-types';
import { readPolishWordLimit } from '../app-config/read';
import { runEngine } from '../quote/service/create';

/**
 * ai.polishText: the builder's text rewritten in a style by the configured engine (embedded by
 * default, the model when one is configured), within the style's word limit set by the admins.
 */
export async function polishBuilderText(ctx: ProtectedContext, input: PolishTextInput) {
  const maxWords = await readPolishWordLimit(ctx.db, input.style);
  const polished = await runEngine(ctx, () =>
    ctx.deps.engine.polishText({ text: input.prompt, style: input.style, maxWords }),
  );
  return { text: polished.text };
}
