import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type TwilioEmulatorOptions = { accountSid: string; authToken: string; port?: number };

export type EmulatedSms = {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
};

export type TwilioEmulator = {
  url: string;
  /** Every message accepted, in order. */
  messages: EmulatedSms[];
  failNext: (status: number, times?: number) => void;
  close: () => Promise<void>;
};

const E164 = /^\+[1-9]\d{7,14}$/;

/** A loopback stand-in for Twilio's `POST /2010-04-01/Accounts/{sid}/Messages.json`. */
export async function startTwilioEmulator(options: TwilioEmulatorOptions): Promise<TwilioEmulator> {
  const messages: EmulatedSms[] = [];
  const failures: number[] = [];
  const expected = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const app = new Hono();
  app.post('/2010-04-01/Accounts/:sid/Messages.json', async (c) => {
    const failure = failures.shift();
    if (failure)
      return c.json(
        { code: 20500, message: 'Internal Server Error', status: failure },
        failure as ContentfulStatusCode,
      );
    if (c.req.header('authorization') !== expected || c.req.param('sid') !== options.accountSid)
      return c.json({ code: 20003, message: 'Authenticate', status: 401 }, 401);
    const form = await c.req.parseBody();
    const to = String(form.To ?? '');
    const body = String(form.Body ?? '');
    if (!E164.test(to))
      return c.json(
        { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, status: 400 },
        400,
      );
    if (!form.From && !form.MessagingServiceSid)
      return c.json(
        { code: 21603, message: "A 'From' or 'MessagingServiceSid' parameter is required.", status: 400 },
        400,
      );
    const sid = `SM${(messages.length + 1).toString(16).padStart(32, '0')}`;
    const message = {
      sid,
      to,
      from: form.From ? String(form.From) : null,
      messagingServiceSid: form.MessagingServiceSid ? String(form.MessagingServiceSid) : null,
      body,
    };
    messages.push(message);
    return c.json(
      {
        sid,
        account_sid: options.accountSid,
        to,
        from: message.from,
        body,
        status: 'queued',
        direction: 'outbound-api',
        api_version: '2010-04-01',
      },
      201,
    );
  });
  const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    failNext: (status, times = 1) => failures.push(...Array.from({ length: times }, () => status)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const emulator = await startTwilioEmulator({
    accountSid: 'AC_emulator',
    authToken: 'emulator-token',
    port: Number(process.env.PORT ?? 11439),
  });
  process.stdout.write(
    `Twilio emulator at ${emulator.url} (TWILIO_BASE_URL), account AC_emulator / emulator-token\n`,
  );
}
