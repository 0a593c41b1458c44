import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OpenAiCompatibleEmulator,
  startOpenAiCompatibleEmulator,
} from '../../../../dev/emulators/openai-compatible/server';
import type { SessionUser } from '../../auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedQuoting } from '../../test/quote-fixture';

// 'Polish description' (quote.updateQuoteLaborItemDescriptionAi) writes at most the words of the
// app variable polish_words_descriptive: the embedded engine cuts to it, the model is told it.

type Setup = { t: TestApp; admin: SessionUser; s: Awaited<ReturnType<typeof seedQuoting>> };

async function setUp(env?: Record<string, string>): Promise<Setup> {
  const t = await createTestApp({ knowledgeJobs: 100, env });
  const s = await seedQuoting(t);
  const admin = await t.createUser({ role: 'ADMIN' });
  return { t, s, admin };
}

async function polishedLine({ t, s }: Setup, title: string) {
  const call = t.caller(s.user);
  const created = await call.quote.createQuoteAi({
    vehicleId: s.vehicle.id,
    shopId: s.shop.id,
    searchQuery: 'grinding noise front when braking',
  });
  const added = await call.quote.addQuoteLaborItem({
    quoteId: created.response.quote!.id,
    title,
    description: 'As written by the advisor',
    hours: 1,
    rate: 165,
  });
  const line = added.quote_labor_items.at(-1)!;
  const polished = await call.quote.updateQuoteLaborItemDescriptionAi({ id: line.id });
  return polished.quote_labor_items.find((l) => l.id === line.id)!.description;
}

const wordCount = (text: string) => text.trim().split(/\s+/).length;

describe('embedded engine', () => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp();
  }, 60_000);
  afterAll(() => setup.t.close());

  it('cuts the polished description to the saved word limit', async () => {
    const full = await polishedLine(setup, 'Disc Brake Pads, Front - R&R');
    expect(wordCount(full)).toBeGreaterThan(20);
    expect(wordCount(full)).toBeLessThanOrEqual(40);

    await setup.t
      .caller(setup.admin)
      .appVariable.saveAppVariable({ key: 'polish_words_descriptive', value: 6 });
    const cut = await polishedLine(setup, 'Disc Brake Pads, Front - R&R');
    expect(cut).toBe('Remove and replace front disc brake.');
    expect(wordCount(cut)).toBe(6);
  });
});

describe('LLM engine (openai-compatible emulator)', () => {
  let emulator: OpenAiCompatibleEmulator;
  let setup: Setup;
  beforeAll(async () => {
    emulator = await startOpenAiCompatibleEmulator({ apiKey: 'test-key' });
    setup = await setUp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: emulator.baseUrl,
      AI_MODEL: 'shop-model-8b',
      AI_API_KEY: 'test-key',
      AI_TIMEOUT_MS: '1500',
    });
  }, 60_000);
  afterAll(async () => {
    await setup.t.close();
    await emulator.close();
  });

  const lastSystemPrompt = () => String(emulator.requests.at(-1)?.body.messages?.[0]?.content);

  it('tells the model the saved word limit', async () => {
    await polishedLine(setup, 'Caliper slides - service');
    expect(lastSystemPrompt()).toContain('in at most 40 words');

    await setup.t
      .caller(setup.admin)
      .appVariable.saveAppVariable({ key: 'polish_words_descriptive', value: 18 });
    await polishedLine(setup, 'Caliper slides - service');
    expect(lastSystemPrompt()).toContain('in at most 18 words');
    expect(lastSystemPrompt()).not.toContain('40 words');
  });
});
