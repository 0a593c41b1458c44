import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OpenAiCompatibleEmulator,
  startOpenAiCompatibleEmulator,
} from '../../../../dev/emulators/openai-compatible/server';
import { loadEnv } from '../../env';
import type { RetrievedContext } from '../engine';
import { createLlmEngine } from './engine';
import { context as baseContext } from './test-fixtures';

// Which shop knowledge and guidelines a model's quote applied: the prompt lists them with ids,
// the answer names the ids it applied and the entry behind each line, and only entries the model
// was given and that visibly changed the quote (a line cites it, or the reply names it) are kept.

const API_KEY = 'sk-emulator-test';
const dataDir = mkdtempSync(join(tmpdir(), 'rq-llm-kb-'));
let emulator: OpenAiCompatibleEmulator;

beforeAll(async () => {
  emulator = await startOpenAiCompatibleEmulator({ apiKey: API_KEY });
});
afterAll(async () => {
  await emulator.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const engine = () =>
  createLlmEngine(
    loadEnv({
      NODE_ENV: 'test',
      APP_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: dataDir,
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'gpt-4o-mini',
      AI_API_KEY: API_KEY,
      AI_BASE_URL: emulator.baseUrl,
      AI_TIMEOUT_MS: '5000',
    }),
  );

const inspection = {
  ...baseContext.guideJobs[0]!,
  id: 'gj-9',
  smartJobId: 'BRK-0013',
  name: 'Brake Noise and Vibration Inspection',
  labor: [
    { id: 'gl-9', name: 'Brake System - Inspect', operation: 'Inspect', section: 'Brakes', motorTime: 0.5 },
  ],
  parts: [],
};

const context: RetrievedContext = {
  ...baseContext,
  diagnosisJobs: [inspection],
  knowledge: [
    {
      id: 'kb-1',
      title: 'Rotors with pads on trucks',
      description: 'Always replace front rotors together with the pads on F-150 trucks.',
    },
  ],
  guidelines: [
    {
      id: 'ag-1',
      title: 'Diagnosis before parts',
      description: 'When the concern is a symptom, quote the diagnosis first and the repairs as suggestions.',
    },
    {
      id: 'ag-2',
      title: 'Safety findings',
      description: 'Always mention safety-related findings on brakes in the quote message.',
    },
    { id: 'ag-3', title: 'Fluid quantities', description: 'Quote fluids by the vehicle capacity.' },
  ],
};

const labor = (title: string, entryId: string | null, isSuggested = false) => ({
  title,
  description: '',
  hours: 0.5,
  isSuggested,
  guideSmartJobId: title.startsWith('Brake System') ? 'BRK-0013' : 'BRK-0002',
  entryId,
});

describe('shop knowledge and guidelines on the model path', () => {
  it('sends every entry with its id, the diagnosis job and the fields to answer with', async () => {
    await engine().generateQuote({ context, history: [] });
    const { body } = emulator.requests.at(-1)!;
    const system = body.messages?.find((m) => m.role === 'system')?.content as string;
    const user = body.messages?.find((m) => m.role === 'user')?.content as string;
    expect(system).toContain('- [id ag-1] Diagnosis before parts: When the concern is a symptom');
    expect(system).toContain('- [id kb-1] Rotors with pads on trucks: Always replace front rotors');
    expect(system).toMatch(/appliedEntryIds/);
    expect(system).toMatch(/without smartJobIds or other internal codes/);
    expect(user).toContain('"diagnosisJobs":[\n{"smartJobId":"BRK-0013"');
    const schema = body.response_format?.json_schema?.schema as {
      required: string[];
      properties: { laborItems: { items: { required: string[] } } };
    };
    expect(schema.required).toContain('appliedEntryIds');
    expect(schema.properties.laborItems.items.required).toContain('entryId');
    expect(JSON.stringify(schema)).not.toContain('"default"');
  });

  it('keeps only known entries with a visible effect, and credits lines to their entry', async () => {
    emulator.queueReply({
      title: 'Brake inspection',
      shortTitle: 'Brake inspection',
      reply:
        'Following the guideline "Diagnosis before parts": the inspection (BRK-0013) comes first. Following the guideline "Safety findings": tell the customer what the inspection finds.',
      laborItems: [
        labor('Brake System - Inspect', ' AG-1 '),
        labor('Replace front brake pads', 'ag-1', true),
        labor('Replace front rotors', 'kb-404', true),
      ],
      partItems: [
        {
          name: 'Front brake pad set',
          quantity: 1,
          retail: 89.99,
          isSuggested: true,
          pcdbPartTypeId: 1684,
          entryId: null,
        },
      ],
      // kb-1 changed nothing it can show; ag-3 was not applied at all; zz-9 was never given.
      appliedEntryIds: ['ag-1', 'ag-2', 'kb-1', 'zz-9'],
    });
    const draft = await engine().generateQuote({ context, history: [] });

    expect(draft.appGuidelineIds).toEqual(['ag-1', 'ag-2']);
    expect(draft.knowledgeBaseIds).toEqual([]);
    expect(draft.laborItems.map((l) => [l.title, l.source?.entry?.id ?? null])).toEqual([
      ['Brake System - Inspect', 'ag-1'],
      ['Replace front brake pads', 'ag-1'],
      ['Replace front rotors', null],
    ]);
    expect(draft.laborItems[0]!.source).toMatchObject({
      kind: 'model',
      entry: { id: 'ag-1', title: 'Diagnosis before parts', level: 'app' },
    });
    expect(draft.reply).not.toMatch(/[A-Z]{3}-\d{4}/);
    expect(draft.reply).toContain('the inspection comes first');
  });

  it('counts an entry a line cites even when the list leaves it out, and a shop note named in the reply', async () => {
    emulator.queueReply({
      title: 'Front brakes',
      shortTitle: 'Front brakes',
      reply:
        'Following your shop\'s note "Rotors with pads on trucks": the rotors are replaced with the pads.',
      laborItems: [labor('Replace front brake pads', null), labor('Replace front rotors', 'kb-1')],
      partItems: [],
      appliedEntryIds: [],
    });
    const draft = await engine().generateQuote({ context, history: [] });
    expect(draft.knowledgeBaseIds).toEqual(['kb-1']);
    expect(draft.appGuidelineIds).toEqual([]);
  });

  it('puts what an entry asks of the advisor in a checklist under the reply, each item once, and credits it', async () => {
    emulator.queueReply({
      title: 'Brake inspection',
      shortTitle: 'Brake inspection',
      reply: 'Brake inspection for the F-150, 0.8 h. Tell the customer the pads are quoted once it is done.',
      laborItems: [labor('Brake System - Inspect', 'ag-1')],
      partItems: [],
      appliedEntryIds: ['ag-1', 'ag-2'],
      checklist: [
        { item: 'Mention safety findings', entryId: 'ag-2' },
        { item: 'mention safety findings.', entryId: 'ag-2' },
      ],
    });
    const draft = await engine().generateQuote({ context, history: [] });
    expect(draft.reply).toBe(
      'Brake inspection for the F-150, 0.8 h. Tell the customer the pads are quoted once it is done.\n\nBefore you send it:\n• Mention safety findings',
    );
    expect(draft.appGuidelineIds).toEqual(['ag-1', 'ag-2']);
  });

  it('reads an answer without the entry fields as applying nothing', async () => {
    emulator.queueReply({
      title: 'Front brakes',
      shortTitle: 'Front brakes',
      reply: 'Quoted the front brakes from labor guide BRK-0002.',
      laborItems: [
        {
          title: 'Replace front brake pads',
          description: '',
          hours: 1.4,
          isSuggested: false,
          guideSmartJobId: 'BRK-0002',
        },
      ],
      partItems: [],
    });
    const draft = await engine().generateQuote({ context, history: [] });
    expect(draft.knowledgeBaseIds).toEqual([]);
    expect(draft.appGuidelineIds).toEqual([]);
    expect(draft.laborItems[0]!.source).toEqual({
      kind: 'model',
      guideJob: { smartJobId: 'BRK-0002', name: 'Front brake pads and rotors replace' },
    });
    expect(draft.reply).toBe('Quoted the front brakes from the labor guide.');
  });
});
