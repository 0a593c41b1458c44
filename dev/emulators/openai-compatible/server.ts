import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { type ChatCompletionRequest, defaultAnswer, promptText } from './answers';

export type { ChatCompletionRequest } from './answers';

export type OpenAiCompatibleEmulatorOptions = {
  /** When set, requests must carry `Authorization: Bearer {apiKey}`. */
  apiKey?: string;
  /** Listed by GET /v1/models; chat requests accept any model name. */
  models?: string[];
  port?: number;
};

export type EmulatedChatRequest = { body: ChatCompletionRequest; authorization: string | undefined };

export type EmulatedUsage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

export type EmulatedChatResponse = { content: string; usage: EmulatedUsage };

export type OpenAiCompatibleEmulator = {
  /** http://127.0.0.1:{port} */
  url: string;
  /** `${url}/v1`: the value for AI_BASE_URL. */
  baseUrl: string;
  close: () => Promise<void>;
  /** Every chat request received, in order (also those answered with a failure). */
  requests: EmulatedChatRequest[];
  /** Every successful answer, in order, so tests can compare content and token counts. */
  responses: EmulatedChatResponse[];
  /** The next `times` chat requests answer `status` with an OpenAI-style error body. */
  failNext: (status: number, times?: number) => void;
  /** The next `times` chat requests wait `ms` before answering, to exercise client timeouts. */
  delayNext: (ms: number, times?: number) => void;
  /** The next answer's content: a string as is, anything else as JSON. */
  queueReply: (contentOrObject: unknown) => void;
  /** The next answer is prose around a broken object, as a chatty model sends. */
  queueInvalidJson: () => void;
  /** The next answer is valid JSON that fits none of the app's schemas. */
  queueWrongShape: () => void;
};

const DEFAULT_MODELS = ['emulator-model'];

// Deterministic stand-in for a tokenizer: about four characters a token in English text.
const estimateTokens = (text: string) => Math.ceil(text.length / 4);

function errorBody(status: number, message?: string) {
  if (status === 401) {
    return {
      message: message ?? 'Incorrect API key provided.',
      type: 'invalid_request_error',
      code: 'invalid_api_key',
    };
  }
  if (status === 429) {
    return {
      message: message ?? 'Rate limit reached for requests.',
      type: 'requests',
      code: 'rate_limit_exceeded',
    };
  }
  if (status >= 500) {
    return {
      message: message ?? 'The server had an error while processing your request.',
      type: 'server_error',
      code: null,
    };
  }
  return { message: message ?? 'Invalid request.', type: 'invalid_request_error', code: null };
}

/** A loopback stand-in for an OpenAI-compatible chat-completions server (non-streaming). */
export async function startOpenAiCompatibleEmulator(
  options: OpenAiCompatibleEmulatorOptions = {},
): Promise<OpenAiCompatibleEmulator> {
  const models = options.models ?? DEFAULT_MODELS;
  const failures: number[] = [];
  const delays: number[] = [];
  const replies: string[] = [];
  const requests: EmulatedChatRequest[] = [];
  const responses: EmulatedChatResponse[] = [];
  let sequence = 0;

  const app = new Hono();
  const fail = (status: number, message?: string) =>
    new Response(JSON.stringify({ error: errorBody(status, message) }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const authorized = (header: string | undefined) =>
    options.apiKey === undefined || header === `Bearer ${options.apiKey}`;

  app.get('/v1/models', (c) => {
    if (!authorized(c.req.header('authorization'))) return fail(401);
    return c.json({
      object: 'list',
      data: models.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: 'emulator' })),
    });
  });

  app.post('/v1/chat/completions', async (c) => {
    const body = (await c.req.json().catch(() => null)) as ChatCompletionRequest | null;
    const authorization = c.req.header('authorization');
    if (body) requests.push({ body, authorization });
    const delay = delays.shift();
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const failure = failures.shift();
    if (failure !== undefined) return fail(failure, 'Emulated failure');
    if (!authorized(authorization)) return fail(401);
    if (!body || !Array.isArray(body.messages)) return fail(400, "'messages' is a required property");
    // generateText never streams; saying so beats answering in a format the client does not expect.
    if (body.stream) return fail(400, 'stream: true is not supported by this emulator');

    const content = replies.shift() ?? defaultAnswer(body);
    const promptTokens = estimateTokens(promptText(body));
    const completionTokens = estimateTokens(content);
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    };
    responses.push({ content, usage });
    sequence += 1;
    return c.json({
      id: `chatcmpl-emulator-${sequence}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? models[0],
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage,
    });
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: options.port ?? 0 }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    baseUrl: `${url}/v1`,
    requests,
    responses,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    failNext(status, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(status);
    },
    delayNext(ms, times = 1) {
      for (let i = 0; i < times; i += 1) delays.push(ms);
    },
    queueReply(contentOrObject) {
      replies.push(typeof contentOrObject === 'string' ? contentOrObject : JSON.stringify(contentOrObject));
    },
    queueInvalidJson() {
      replies.push('Sure! Here is the quote you asked for: {"title": "Front brakes", "laborItems": [');
    },
    queueWrongShape() {
      replies.push(JSON.stringify({ answer: 42, lines: ['brakes'] }));
    },
  };
}

// `node --import tsx dev/emulators/openai-compatible/server.ts`: a standing emulator for dev.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const emulator = await startOpenAiCompatibleEmulator({
    port: Number(process.env.PORT ?? 11435),
    apiKey: process.env.AI_API_KEY || undefined,
  });
  process.stdout.write(
    `OpenAI-compatible emulator listening on ${emulator.url}\n` +
      `  AI_PROVIDER=openai-compatible AI_BASE_URL=${emulator.baseUrl} AI_MODEL=emulator-model\n`,
  );
}
