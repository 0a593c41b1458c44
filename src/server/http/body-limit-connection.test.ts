import { Agent, createServer, request, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestListener } from '../app';
import { createTestApp, type TestApp } from '../test/harness';
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES } from './request-gates';

// A 413 is answered before the body is read, so the server cannot reuse the connection: it says
// `Connection: close` and closes it, and a client's next request goes on a new connection
// instead of failing on the half-read one. Over a real Node server, as `npm start` runs it.

let t: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  server = createServer(createRequestListener(t.deps, { webDist: '/nonexistent' }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t.close();
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(
  agent: Agent,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer; chunked?: boolean } = {},
): Promise<Answer & { socket: object }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', agent, headers: init.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body, socket: req.socket! }),
        );
      },
    );
    // The server answers while the body is still on its way: the rest may meet a closed socket.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    if (init.body && init.chunked) {
      req.write(init.body.subarray(0, 64 * 1024));
      req.end(init.body.subarray(64 * 1024));
    } else req.end(init.body);
  });
}

const tooLarge = () => Buffer.alloc(MAX_BODY_BYTES + 64 * 1024, 'x');

describe('413 Content Too Large', () => {
  it('closes the connection, so the next request over a keep-alive agent succeeds on a new one', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, '/api/health');
      expect(first.status).toBe(200);
      const cases = [
        { path: '/api/v1/vehicles/decode', type: 'application/problem+json', chunked: false },
        { path: '/api/v1/oauth/token', type: 'application/problem+json', chunked: true },
        { path: '/trpc/user.setDevMode', type: 'application/json', chunked: false },
        { path: '/api/auth/sign-in/email', type: 'application/json', chunked: true },
      ];
      for (const { path, type, chunked } of cases) {
        const body = tooLarge();
        const refused = await send(agent, path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(chunked ? {} : { 'content-length': String(body.length) }),
          },
          body,
          chunked,
        });
        expect(refused.status, path).toBe(413);
        expect(refused.headers.connection, path).toBe('close');
        expect(refused.headers['content-type'], path).toContain(type);
        expect(refused.body, path).toContain(BODY_TOO_LARGE_MESSAGE);
        const next = await send(agent, '/api/health');
        expect(next.status, `the request after ${path}`).toBe(200);
        expect(next.socket, 'a new connection').not.toBe(refused.socket);
      }
      const problem = await send(agent, '/api/v1/quotes', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: tooLarge(),
        chunked: true,
      });
      expect(JSON.parse(problem.body)).toMatchObject({
        status: 413,
        title: 'Content Too Large',
        detail: BODY_TOO_LARGE_MESSAGE,
        instance: '/api/v1/quotes',
        errors: [{ in: 'body', path: '', message: BODY_TOO_LARGE_MESSAGE }],
      });
    } finally {
      agent.destroy();
    }
  });

  it('ends the socket after the answer when the client declared a large body and sent only part', async () => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const ended = new Promise<void>((resolve) => {
      socket.on('end', resolve);
      socket.on('close', () => resolve());
    });
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.write(
      [
        'POST /api/v1/quotes HTTP/1.1',
        'Host: 127.0.0.1',
        'Connection: keep-alive',
        'Content-Type: application/json',
        `Content-Length: ${MAX_BODY_BYTES * 2}`,
        '',
        '{"concern":"',
      ].join('\r\n'),
    );
    await ended;
    const answer = Buffer.concat(received).toString('utf8');
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toMatch(/\r\ncontent-type: application\/problem\+json/i);
    socket.destroy();
  });
});
