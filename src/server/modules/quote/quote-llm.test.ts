import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OpenAiCompatibleEmulator,
  startOpenAiCompatibleEmulator,
} from '../../../../dev/emulators/openai-compatible/server';
import { conversations, messages, quotes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { type QuotingSeed, seedQuoting } from '../../test/quote-fixture';

// The same procedures with AI_PROVIDER=openai-compatible, against the loopback model emulator.

let emulator: OpenAiCompatibleEmulator;
let t: TestApp;
let s: QuotingSeed;
beforeAll(async () => {
  emulator = await startOpenAiCompatibleEmulator({ apiKey: 'test-key' });
  t = await createTestApp({
    knowledgeJobs: 300,
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: emulator.baseUrl,
      AI_MODEL: 'shop-model-8b',
      AI_API_KEY: 'test-key',
      AI_TIMEOUT_MS: '1500',
    },
  });
  s = await seedQuoting(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await emulator.close();
});

const input = () => ({
  vehicleId: s.vehicle.id,
  shopId: s.shop.id,
  searchQuery: 'grinding noise front when braking',
});

async function rowCounts() {
  const [c] = await t.db.select({ n: count() }).from(conversations);
  const [m] = await t.db.select({ n: count() }).from(messages);
  const [q] = await t.db.select({ n: count() }).from(quotes);
  return [c!.n, m!.n, q!.n];
}

describe('quotes through a model (openai-compatible)', () => {
  it('stores the model quote with its tokens, model name and the retrieved context in the prompt', async () => {
    const call = t.caller(s.user);
    const result = await call.quote.createQuoteAi(input());
    const quote = await call.quote.getQuoteAi({ id: result.response.quote!.id });
    const answer = emulator.responses.at(-1)!;
    expect(quote.ai_model_name).toBe('shop-model-8b');
    expect(quote.input_tokens).toBe(answer.usage.prompt_tokens);
    expect(quote.output_tokens).toBe(answer.usage.completion_tokens);
    expect(quote.total_tokens).toBe(answer.usage.total_tokens);
    expect(quote.quote_labor_items.length).toBeGreaterThan(0);
    expect(quote.quote_labor_items.every((l) => l.rate === 165)).toBe(true);
    expect(quote.prompt_full).toContain('Front Brake Pads');
    expect(JSON.stringify(emulator.requests.at(-1)!.body)).toContain('grinding noise front when braking');
  });

  it('reports a model failure clearly and writes nothing', async () => {
    const call = t.caller(s.user);
    const before = await rowCounts();
    emulator.failNext(500);
    await expect(call.quote.createQuoteAi(input())).rejects.toMatchObject({
      code: 'BAD_GATEWAY',
      message: expect.stringMatching(/HTTP 500/),
    });
    emulator.delayNext(3000);
    await expect(call.quote.createQuoteAi(input())).rejects.toMatchObject({
      message: expect.stringMatching(/did not answer within/),
    });
    emulator.queueInvalidJson();
    await expect(call.quote.createQuoteAi(input())).rejects.toMatchObject({
      message: expect.stringMatching(/not a valid quote/),
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps a follow-up failure out of the conversation', async () => {
    const call = t.caller(s.user);
    const created = await call.quote.createQuoteAi(input());
    const before = await rowCounts();
    emulator.queueWrongShape();
    await expect(
      call.quote.finetunePrompt({
        conversationId: created.conversation.id,
        finetunePrompt: 'add an oil change',
        vehicleId: s.vehicle.id,
        isDiscussion: false,
      }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/not a valid/) });
    expect(await rowCounts()).toEqual(before);
    const reply = await call.quote.finetunePrompt({
      conversationId: created.conversation.id,
      finetunePrompt: 'why the rotors?',
      vehicleId: s.vehicle.id,
      isDiscussion: true,
    });
    expect(reply.response.quote).toBeNull();
    expect(reply.response.message.length).toBeGreaterThan(0);
  });
});
