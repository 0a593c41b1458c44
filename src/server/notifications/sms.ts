import { AppError } from '../lib/app-error';

export type SmsMessage = { to: string; body: string };

export type SmsSender = {
  send: (message: SmsMessage) => Promise<{ sid: string; status: string }>;
};

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** A sender number (E.164) or a Messaging Service (MG…); one of them is required. */
  from?: string;
  messagingServiceSid?: string;
  baseUrl?: string;
  timeoutMs?: number;
};

type TwilioError = { code?: number; message?: string; more_info?: string; status?: number };

/**
 * Twilio's Messages API (2010-04-01): a form-encoded POST with HTTP Basic auth. Sending is not
 * idempotent, so it is never retried: a failure is reported and stored, not sent twice.
 */
export function createTwilioSender(config: TwilioConfig): SmsSender {
  const baseUrl = (config.baseUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const timeoutMs = config.timeoutMs ?? 15_000;
  return {
    async send({ to, body }) {
      const form = new URLSearchParams({ To: to, Body: body });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else if (config.from) form.set('From', config.from);
      let response: Response;
      try {
        response = await fetch(
          `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
          {
            method: 'POST',
            headers: {
              authorization: auth,
              'content-type': 'application/x-www-form-urlencoded',
              accept: 'application/json',
            },
            body: form,
            signal: AbortSignal.timeout(timeoutMs),
          },
        );
      } catch (error) {
        const timedOut =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new AppError(
          'UPSTREAM_UNAVAILABLE',
          timedOut
            ? `Twilio did not answer within ${Math.round(timeoutMs / 1000)} s.`
            : 'Cannot reach Twilio to send the text message.',
          { cause: error },
        );
      }
      const data = (await response.json().catch(() => ({}))) as TwilioError & {
        sid?: string;
        status?: string;
      };
      if (response.ok && data.sid) return { sid: data.sid, status: String(data.status ?? 'queued') };
      if (response.status === 401)
        throw new AppError(
          'UPSTREAM_ERROR',
          'Twilio rejected the account credentials (TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN).',
        );
      if (data.code === 21211 || data.code === 21614)
        throw new AppError(
          'BAD_REQUEST',
          `The phone number ${to} cannot receive text messages (${data.message ?? 'invalid number'}).`,
        );
      throw new AppError(
        'UPSTREAM_ERROR',
        `Twilio could not send the text message (HTTP ${response.status}${data.message ? `: ${data.message}` : ''}).`,
      );
    },
  };
}
