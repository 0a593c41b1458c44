import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OpenAiCompatibleEmulator,
  startOpenAiCompatibleEmulator,
} from '../../../../dev/emulators/openai-compatible/server';
import { loadEnv } from '../../env';
import { type CurrentQuote, EngineError } from '../engine';
import { createLlmEngine } from './engine';
import { context, currentQuote } from './test-fixtures';

const API_KEY = 'sk-emulator-test';
const MODEL = 'gpt-4o-mini';
const dataDir = mkdtempSync(join(tmpdir(), 'rq-llm-'));

const makeEnv = (overrides: Record<string, string>) =>
  loadEnv({
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: dataDir,
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: MODEL,
    AI_API_KEY: API_KEY,
    AI_TIMEOUT_MS: '5000',
    ...overrides,
  });

let emulator: OpenAiCompatibleEmulator;

beforeAll(async () => {
  emulator = await startOpenAiCompatibleEmulator({ apiKey: API_KEY });
});
afterAll(async () => {
  await emulator.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const engineWith = (overrides: Record<string, string> = {}) =>
  createLlmEngine(makeEnv({ AI_BASE_URL: emulator.baseUrl, ...overrides }));

const quoteInput = { context, history: [] };

describe('LLM engine against the OpenAI-compatible emulator', () => {
  it('generates a quote from the first guide job, at the shop rate, with the emulator usage', async () => {
    const engine = engineWith();
    const draft = await engine.generateQuote(quoteInput);

    expect(draft.title).toBe('Front brake pads and rotors replace');
    expect(draft.laborItems.map((l) => [l.title, l.hours, l.rate])).toEqual([
      ['Replace front brake pads', 1.4, 165],
      ['Replace front rotors', 0.6, 165],
    ]);
    expect(draft.partItems.map((p) => [p.name, p.quantity, p.retail, p.pcdb_part_type_id])).toEqual([
      ['Front brake pad set', 1, 89.99, 1684],
      ['Front brake rotor', 2, 124.5, 1896],
    ]);
    expect(draft.laborItems[0]?.source).toEqual({
      kind: 'model',
      guideJob: { smartJobId: 'BRK-0002', name: 'Front brake pads and rotors replace' },
    });
    expect(draft.guideJobs).toEqual([{ id: 'gj-1', score: 0.92 }]);
    expect(draft.relatedJobs).toEqual([{ id: 'nj-1', similarity: 0.81 }]);
    // The emulator's plain answer applies no entry, so none is kept (knowledge-applied.test.ts).
    expect(draft.knowledgeBaseIds).toEqual([]);
    expect(draft.appGuidelineIds).toEqual([]);
    expect(draft.modelName).toBe(MODEL);
    expect(engine.modelName).toBe(MODEL);
    expect(draft.reply).toMatch(/^Quoted Front brake pads and rotors replace at labor-guide times/);

    const response = emulator.responses.at(-1)!;
    expect(draft.usage.inputTokens).toBeGreaterThan(0);
    expect(draft.usage).toEqual({
      inputTokens: response.usage.prompt_tokens,
      outputTokens: response.usage.completion_tokens,
      totalTokens: response.usage.total_tokens,
    });
    expect(JSON.parse(draft.outputText)).toEqual(JSON.parse(response.content));
    expect(draft.promptFull).toContain('Always replace front rotors together with the pads');
  });

  it('speaks chat completions through the openai provider too', async () => {
    const draft = await engineWith({ AI_PROVIDER: 'openai' }).generateQuote(quoteInput);
    expect(draft.laborItems.map((l) => l.hours)).toEqual([1.4, 0.6]);
    expect(draft.modelName).toBe(MODEL);
    expect(emulator.requests.at(-1)?.body.response_format?.json_schema?.name).toBe('quote');
  });

  it('sends the guidelines, the knowledge, the key and a json_schema response format', async () => {
    await engineWith().generateQuote(quoteInput);
    const { body, authorization } = emulator.requests.at(-1)!;
    const system = body.messages?.find((m) => m.role === 'system')?.content;

    expect(authorization).toBe(`Bearer ${API_KEY}`);
    expect(body.model).toBe(MODEL);
    expect(body.stream).toBeFalsy();
    expect(system).toContain('Write replies in plain English without shop jargon.');
    expect(system).toContain('Always replace front rotors together with the pads on F-150 trucks.');
    expect(system).toContain('$165.00/h');
    const user = body.messages?.find((m) => m.role === 'user')?.content;
    expect(user).toContain('"companionJobs":[\n{"smartJobId":"BRK-0011"');
    expect(user).toContain('{"job":"BRK-0011 Front brake hardware kit replace","share":0.28,"orders":120}');
    expect(body.response_format?.type).toBe('json_schema');
    expect(body.response_format?.json_schema?.name).toBe('quote');
    expect(Object.keys(body.response_format?.json_schema?.schema?.properties ?? {})).toEqual(
      expect.arrayContaining(['title', 'shortTitle', 'reply', 'laborItems', 'partItems']),
    );
  });

  it('answers a follow-up in discussion mode with a reply, even when the model proposes an update', async () => {
    const engine = engineWith();
    const input = {
      context,
      quote: currentQuote,
      message: 'Why rotors too?',
      isDiscussion: true,
      history: [],
    };

    const plain = await engine.followUp(input);
    expect(plain.kind).toBe('reply');
    if (plain.kind === 'reply') expect(plain.reply).toMatch(/already covers/);

    emulator.queueReply({
      action: 'update',
      reply: 'Changed.',
      quote: { title: 'X', shortTitle: 'X', reply: 'X', laborItems: [], partItems: [] },
    });
    const forced = await engine.followUp(input);
    expect(forced).toMatchObject({ kind: 'reply', reply: 'Changed.', modelName: MODEL });
    expect(emulator.requests.at(-1)?.body.response_format?.json_schema?.name).toBe('follow_up');
  });

  it('turns a scripted update into a new quote draft', async () => {
    emulator.queueReply({
      action: 'update',
      reply: 'Added a brake fluid flush.',
      quote: {
        title: 'Front brakes and fluid flush',
        shortTitle: 'Brakes + flush',
        reply: 'Updated.',
        laborItems: [
          {
            lineId: null,
            title: 'Replace front brake pads',
            description: '',
            hours: 1.4,
            isSuggested: false,
            guideSmartJobId: 'BRK-0002',
          },
          {
            lineId: null,
            title: 'Flush brake fluid',
            description: 'Service',
            hours: 0.8,
            isSuggested: true,
            guideSmartJobId: 'brk-0007',
          },
        ],
        partItems: [
          {
            lineId: null,
            name: 'DOT 3 brake fluid',
            quantity: 2,
            retail: 12.99,
            isSuggested: true,
            pcdbPartTypeId: 11000,
          },
          {
            lineId: null,
            name: 'Brake hardware kit',
            quantity: 1,
            retail: 18.75,
            isSuggested: true,
            pcdbPartTypeId: 1720,
          },
        ],
      },
    });
    const result = await engineWith().followUp({
      context,
      quote: currentQuote,
      message: 'add a brake fluid flush',
      isDiscussion: false,
      history: [{ role: 'user', content: 'grinding noise front brakes', quoteId: null }],
    });

    expect(result.kind).toBe('quote');
    if (result.kind !== 'quote') return;
    expect(result.draft.reply).toBe(
      'Added a brake fluid flush. The previous version was $231.00; this one is $231.00.',
    );
    expect(result.draft.laborItems.map((l) => [l.title, l.rate, l.is_suggested])).toEqual([
      ['Replace front brake pads', 165, false],
      ['Flush brake fluid', 165, true],
    ]);
    expect(result.draft.guideJobs).toEqual([
      { id: 'gj-1', score: 0.92 },
      { id: 'gj-2', score: 0.41 },
      { id: 'gj-3', score: 0.3 },
    ]);
    expect(result.draft.partItems.map((p) => p.source?.guideJob?.smartJobId)).toEqual([
      'BRK-0007',
      'BRK-0011',
    ]);
    expect(emulator.requests.at(-1)?.body.messages?.at(-1)?.content).toContain('add a brake fluid flush');
  });

  it('keeps the lines the model returns by id, with what they are charged at', async () => {
    // The advisor sees the pads line at the guide's 1.2 h and $150/h, the pads at the supplier's $120.
    const quote: CurrentQuote = {
      ...currentQuote,
      laborItems: [
        {
          ...currentQuote.laborItems[0]!,
          rate: 150,
          guide_labor_item: { name: 'Replace front brake pads', motorTime: 1.2 },
        },
        {
          id: 'li-2',
          title: 'Replace front rotors',
          description: '',
          hours: 0.6,
          rate: 165,
          is_suggested: false,
          source: null,
          guide_labor_item: { name: 'Replace front rotors', motorTime: 0.8 },
        },
      ],
      partItems: [
        {
          id: 'pi-1',
          name: 'Front brake pad set',
          quantity: 1,
          retail: 89.99,
          is_suggested: false,
          pcdb_part_type_id: 1684,
          source: { kind: 'catalog' },
          sourced_part: {
            supplier_name: 'Parts Authority',
            brand: 'Akebono',
            partNumber: 'ACT1414',
            price_cost_with_matrix: 120,
          },
        },
      ],
    };
    const line = { description: 'Remove and replace', isSuggested: false, guideSmartJobId: 'BRK-0002' };
    emulator.queueReply({
      action: 'update',
      reply: 'Set the rotors to 1 h and added a hardware kit.',
      quote: {
        title: 'Front brakes',
        shortTitle: 'Front brakes',
        reply: 'Updated.',
        laborItems: [
          // As shown: the guide's hours stand for the line's own.
          { ...line, lineId: 'li-1', title: 'Replace front brake pads', hours: 1.2 },
          { ...line, lineId: 'li-2', title: 'Replace front rotors', description: '', hours: 1 },
          { ...line, lineId: 'li-1', title: 'Clean caliper slides', hours: 0.3 },
        ],
        partItems: [
          {
            lineId: 'pi-1',
            name: 'Front brake pad set',
            quantity: 1,
            retail: 120,
            isSuggested: false,
            pcdbPartTypeId: 1684,
          },
          {
            lineId: 'pi-404',
            name: 'Brake hardware kit',
            quantity: 1,
            retail: 18.75,
            isSuggested: false,
            pcdbPartTypeId: 1720,
          },
        ],
      },
    });
    const result = await engineWith().followUp({
      context,
      quote,
      message: 'set the rotors to 1 hour and add a hardware kit',
      isDiscussion: false,
      history: [],
    });
    expect(result.kind).toBe('quote');
    if (result.kind !== 'quote') return;
    const [pads, rotors, slides] = result.draft.laborItems;
    const { id: _id, guide_labor_item: _guide, ...padsAsShown } = quote.laborItems[0]!;
    expect(pads).toEqual({ ...padsAsShown, keptFrom: { id: 'li-1', changed: false } });
    expect(rotors).toMatchObject({
      hours: 1,
      rate: 165,
      keptFrom: { id: 'li-2', changed: true, hoursSet: true },
    });
    // An id already used (or unknown) makes a new line at the shop rate.
    expect(slides).toMatchObject({ title: 'Clean caliper slides', rate: 165, source: { kind: 'model' } });
    expect(slides?.keptFrom).toBeUndefined();
    const [padSet, kit] = result.draft.partItems;
    expect(padSet).toMatchObject({ retail: 89.99, keptFrom: { id: 'pi-1', changed: false } });
    expect(kit?.keptFrom).toBeUndefined();
    // Before: 1.2 h × $150 + 0.8 h × $165 + $120 = $432.00. After: the pads line and the pads
    // as they were, the rotors at 1 h (no longer the guide's), slides 0.3 h and the kit.
    expect(result.draft.reply).toBe(
      "Set the rotors to 1 h and added a hardware kit. Replace front rotors is now charged at the 1.0 h asked for instead of the labor guide's 0.8 h, so it is no longer linked to the guide. The previous version was $432.00; this one is $533.25.",
    );
    const prompt = emulator.requests.at(-1)?.body.messages?.at(-1)?.content;
    expect(prompt).toContain('"lineId":"li-1"');
    expect(prompt).toContain('"guideHours":1.2');
    expect(prompt).toContain('"sourcedPrice":120,"supplier":"Parts Authority"');
    const system = emulator.requests.at(-1)?.body.messages?.[0]?.content;
    expect(system).toContain('with its lineId');
  });

  it('learns from a conversation and polishes text', async () => {
    const engine = engineWith();
    const learned = await engine.learnFromConversation({
      shop: context.shop,
      vehicle: context.vehicle,
      turns: [
        { role: 'user', content: 'grinding noise front brakes', quoteId: null },
        { role: 'assistant', content: 'Quoted front brakes.', quoteId: 'q-1' },
      ],
      quotes: [currentQuote],
    });
    expect(learned.items.map((i) => i.kind)).toEqual(['question', 'satisfaction']);
    expect(learned.usage.totalTokens).toBe(emulator.responses.at(-1)?.usage.total_tokens);

    const polished = await engine.polishText({
      text: '  Replaced   front pads\n and rotors. ',
      style: 'Descriptive',
    });
    expect(polished.text).toBe('Replaced front pads and rotors.');
    expect(polished.modelName).toBe(MODEL);
    const system = emulator.requests.at(-1)?.body.messages?.[0]?.content;
    expect(system).toContain('at most 40 words');
  });
});

describe('LLM engine failures become EngineError', () => {
  const expectEngineError = async (promise: Promise<unknown>, message: RegExp) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).message).toMatch(message);
    expect((error as EngineError).cause).toBeDefined();
  };

  it('times out when the model is slower than AI_TIMEOUT_MS', async () => {
    emulator.delayNext(2500);
    const started = Date.now();
    await expectEngineError(
      engineWith({ AI_TIMEOUT_MS: '1000' }).generateQuote(quoteInput),
      /did not answer within 1 s/,
    );
    expect(Date.now() - started).toBeLessThan(2400);
  });

  it('reports an HTTP 500 from the service', async () => {
    emulator.failNext(500, 1);
    await expectEngineError(engineWith().generateQuote(quoteInput), /returned an error \(HTTP 500\)/);
  });

  it('rejects prose, JSON of the wrong shape and an empty answer as not a valid quote', async () => {
    emulator.queueInvalidJson();
    await expectEngineError(engineWith().generateQuote(quoteInput), /not a valid quote/);
    emulator.queueWrongShape();
    await expectEngineError(engineWith().generateQuote(quoteInput), /not a valid quote/);
    emulator.queueReply('');
    await expectEngineError(engineWith().generateQuote(quoteInput), /not a valid quote/);
  });

  it('rejects out-of-range figures', async () => {
    emulator.queueReply({
      title: 'T',
      shortTitle: 'T',
      reply: 'R',
      laborItems: [
        { title: 'Labor', description: '', hours: 250, isSuggested: false, guideSmartJobId: null },
      ],
      partItems: [],
    });
    await expectEngineError(engineWith().generateQuote(quoteInput), /not a valid quote/);
  });

  it('reports a wrong API key', async () => {
    await expectEngineError(
      engineWith({ AI_API_KEY: 'sk-wrong' }).generateQuote(quoteInput),
      /refused the API key \(HTTP 401\)/,
    );
  });

  it('reports an unreachable service with its host', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    await expectEngineError(
      engineWith({ AI_BASE_URL: `http://127.0.0.1:${port}/v1` }).generateQuote(quoteInput),
      new RegExp(`Cannot reach the AI model service at 127\\.0\\.0\\.1:${port}`),
    );
  });
});
