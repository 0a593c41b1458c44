import { z } from 'zod';

// The emulator's default answers: built from the request alone, deterministic, and shaped like
// what a capable model would send for the app's four structured outputs.

export type ChatMessage = {
  role: string;
  content?: string | Array<{ type: string; text?: string }> | null;
};

export type ChatCompletionRequest = {
  model?: string;
  messages?: ChatMessage[];
  stream?: boolean;
  response_format?: {
    type?: string;
    json_schema?: { name?: string; schema?: { properties?: Record<string, unknown> } };
  };
};

export type AnswerKind = 'quote' | 'follow_up' | 'learning' | 'polish';

export const messageText = (message: ChatMessage): string =>
  typeof message.content === 'string'
    ? message.content
    : (message.content ?? []).map((part) => part.text ?? '').join('');

export const promptText = (body: ChatCompletionRequest): string =>
  (body.messages ?? []).map(messageText).join('\n');

/** Which answer the request asks for: by the JSON schema's name, else by its top-level fields. */
export function requestedKind(body: ChatCompletionRequest): AnswerKind | null {
  const format = body.response_format?.json_schema;
  const name = format?.name;
  if (name === 'quote' || name === 'follow_up' || name === 'learning' || name === 'polish') return name;
  const fields = Object.keys(format?.schema?.properties ?? {});
  if (fields.includes('laborItems')) return 'quote';
  if (fields.includes('action')) return 'follow_up';
  if (fields.includes('items')) return 'learning';
  if (fields.includes('text')) return 'polish';
  return null;
}

const guideJobSchema = z.object({
  smartJobId: z.string(),
  name: z.string(),
  labor: z.array(z.object({ name: z.string(), operation: z.string(), motorTime: z.number() })),
  parts: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      retail: z.number(),
      pcdbPartTypeId: z.number().nullable(),
    }),
  ),
});
const contextSchema = z.object({ guideJobs: z.array(guideJobSchema) });

/** The first fenced block of `language` whose content `accept` takes, in prompt order. */
function findFenced<T>(text: string, language: string, accept: (body: string) => T | null): T | null {
  const fence = new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\\n\`\`\``, 'g');
  for (const match of text.matchAll(fence)) {
    const found = accept(match[1] ?? '');
    if (found !== null) return found;
  }
  return null;
}

function firstGuideJob(text: string) {
  return findFenced(text, 'json', (body) => {
    try {
      const parsed = contextSchema.safeParse(JSON.parse(body));
      return parsed.success ? (parsed.data.guideJobs[0] ?? null) : null;
    } catch {
      return null;
    }
  });
}

function quoteAnswer(text: string) {
  const job = firstGuideJob(text);
  if (!job) {
    return {
      title: 'Diagnosis',
      shortTitle: 'Diagnosis',
      reply: 'No labor-guide job matched, so this quote covers one hour of diagnosis.',
      laborItems: [
        {
          title: 'Diagnosis',
          description: 'Inspect and diagnose the concern',
          hours: 1,
          isSuggested: false,
          guideSmartJobId: null,
          entryId: null,
        },
      ],
      partItems: [],
      appliedEntryIds: [],
      checklist: [],
    };
  }
  const hours = job.labor.reduce((sum, l) => sum + l.motorTime, 0);
  return {
    title: job.name,
    shortTitle: job.name.split(/\s+/).slice(0, 4).join(' '),
    reply: `Quoted ${job.name} at labor-guide times: ${Math.round(hours * 100) / 100} h of labor and ${job.parts.length} part${job.parts.length === 1 ? '' : 's'}.`,
    laborItems: job.labor.map((l) => ({
      title: l.name,
      description: l.operation,
      hours: l.motorTime,
      isSuggested: false,
      guideSmartJobId: job.smartJobId,
      entryId: null,
    })),
    partItems: job.parts.map((p) => ({
      name: p.name,
      quantity: p.quantity,
      retail: p.retail,
      isSuggested: false,
      pcdbPartTypeId: p.pcdbPartTypeId,
      entryId: null,
    })),
    // A plain model applies no shop knowledge; tests script answers that do.
    appliedEntryIds: [],
    checklist: [],
  };
}

function polishAnswer(text: string, body: ChatCompletionRequest) {
  const source =
    findFenced(text, 'text', (content) => content) ?? messageText(body.messages?.at(-1) ?? { role: 'user' });
  const polished = source.replace(/\s+/g, ' ').trim();
  return { text: polished || 'Nothing to rewrite.' };
}

/** The content a plausible model would answer with: JSON text for structured requests. */
export function defaultAnswer(body: ChatCompletionRequest): string {
  const text = promptText(body);
  switch (requestedKind(body)) {
    case 'quote':
      return JSON.stringify(quoteAnswer(text));
    case 'follow_up':
      return JSON.stringify({
        action: 'reply',
        reply: 'The current quote already covers this; ask me to change a line if you need to.',
        quote: null,
      });
    case 'learning':
      return JSON.stringify({
        items: [
          {
            kind: 'question',
            title: 'Ask for symptoms up front',
            description: 'Ask when the symptom occurs before quoting, so the first quote is complete.',
          },
          {
            kind: 'satisfaction',
            title: 'Quote accepted as written',
            description: 'The advisor used the labor-guide times without changes.',
          },
        ],
      });
    case 'polish':
      return JSON.stringify(polishAnswer(text, body));
    case null: {
      const last = messageText(body.messages?.at(-1) ?? { role: 'user' });
      return `Emulated answer to: ${last.replace(/\s+/g, ' ').trim().slice(0, 120)}`;
    }
  }
}
