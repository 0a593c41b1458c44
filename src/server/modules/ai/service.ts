import type { PolishTextInput } from '../../../shared/schemas/job-builder';
import type { ProtectedContext } from '../../context-types';
import { limitPerUser } from '../../lib/rate-limit';
import { readPolishWordLimit } from '../app-config/read';
import { runEngine } from '../quote/service/create';

/** Polishing runs the model: a person rewriting texts by hand stays well under this. */
export const POLISH_LIMIT = {
  name: 'ai.polishText',
  limit: 20,
  windowSeconds: 60,
  message: 'You have polished a lot of text in a short time. Try again in a minute.',
};

/**
 * ai.polishText: the builder's text rewritten in a style by the configured engine (embedded by
 * default, the model when one is configured), within the style's word limit set by the admins.
 */
export async function polishBuilderText(ctx: ProtectedContext, input: PolishTextInput) {
  await limitPerUser(ctx, POLISH_LIMIT);
  const maxWords = await readPolishWordLimit(ctx.db, input.style);
  const polished = await runEngine(ctx, () =>
    ctx.deps.engine.polishText({ text: input.prompt, style: input.style, maxWords }),
  );
  return { text: polished.text };
}
