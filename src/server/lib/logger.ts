import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Fields that never reach the log whatever logs them: message bodies (they carry links with
 * tokens), credentials and cookies. A belt: no code of ours logs them in the first place.
 */
export const REDACTED_PATHS = [
  'token',
  '*.token',
  'password',
  '*.password',
  'secret',
  '*.secret',
  'body',
  '*.body',
  'html',
  '*.html',
  'text',
  '*.text',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
];

const REDACTED = '[redacted]';

// Secrets that can hide inside free text (an error message, a URL a library logs): the token of
// a reset link, the token query parameters of our links, JWTs (e-mail verification) and cookies.
const SECRET_PATTERNS: Array<[RegExp, string]> = [
  [/(\/reset-password\/)[^\s"'\\/?#&]+/g, `$1${REDACTED}`],
  [/([?&](?:token|t|invitationToken|invitation_token)=)[^\s"'\\&#]+/gi, `$1${REDACTED}`],
  [/eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]+/g, REDACTED],
  [/(session_token=)[^\s;"'\\]+/g, `$1${REDACTED}`],
];

/** Removes the secrets above from one line of log output. */
export function scrubSecrets(line: string): string {
  let out = line;
  for (const [pattern, replacement] of SECRET_PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

/** Every line passes through scrubSecrets on its way to `sink`. */
function scrubbing(sink: { write: (line: string) => unknown }): DestinationStream {
  return { write: (line: string) => void sink.write(scrubSecrets(line)) };
}

/**
 * The app's pino logger. `destination` (stdout by default) receives the JSON lines; tests pass
 * their own to read what was logged.
 */
export function createLogger(
  level: string,
  pretty: boolean,
  destination: { write: (line: string) => unknown } = process.stdout,
): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: REDACTED } };
  if (pretty) {
    // pino-pretty is a development dependency: loaded only when asked for (never in production).
    const require = createRequire(import.meta.url);
    const pinoPretty = require('pino-pretty') as typeof import('pino-pretty');
    // It prints to stdout itself.
    return pino(options, scrubbing(pinoPretty({ colorize: true, ignore: 'pid,hostname' })));
  }
  return pino(options, scrubbing(destination));
}
