import { APICallError, NoObjectGeneratedError, NoOutputGeneratedError, RetryError } from 'ai';
import { EngineError } from '../engine';

export type FailureContext = {
  timeoutMs: number;
  /** The call's own timeout signal fired (the SDK rethrows the fetch's abort as is). */
  timedOut: boolean;
  baseUrl: string | undefined;
  modelName: string;
  /** What a usable answer would have been: 'a valid quote', 'a valid text', … */
  expected: string;
};

const CHECK_SETTINGS = 'Try again, or ask your administrator to check the model settings.';

const isAbort = (error: unknown) =>
  error instanceof Error && ['AbortError', 'TimeoutError', 'ResponseAborted'].includes(error.name);

function hostOf(url: string | undefined): string {
  if (!url) return 'the configured address';
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Turns whatever the AI SDK threw into a message a service advisor can act on; the original error
 * stays as `cause` for the logs.
 */
export function toEngineError(error: unknown, ctx: FailureContext): EngineError {
  if (error instanceof EngineError) return error;
  // With retries the SDK wraps the last failure; the last one is the one to explain.
  const inner = RetryError.isInstance(error) ? error.lastError : error;
  const fail = (message: string) => new EngineError(message, { cause: error });

  if (ctx.timedOut || isAbort(inner)) {
    return fail(
      `The AI model did not answer within ${Math.round(ctx.timeoutMs / 1000)} s. ${CHECK_SETTINGS}`,
    );
  }
  if (APICallError.isInstance(inner)) {
    const status = inner.statusCode;
    // No status: the request never got an HTTP answer (refused, DNS, TLS, reset).
    if (status === undefined)
      return fail(
        `Cannot reach the AI model service at ${hostOf(inner.url || ctx.baseUrl)}. ${CHECK_SETTINGS}`,
      );
    if (status === 401 || status === 403) {
      return fail(
        `The AI model service refused the API key (HTTP ${status}). Ask your administrator to check the model settings.`,
      );
    }
    if (status === 404) {
      return fail(
        `The AI model service does not know the model "${ctx.modelName}" (HTTP 404). Ask your administrator to check the model settings.`,
      );
    }
    if (status === 429)
      return fail('The AI model service is busy (HTTP 429, too many requests). Try again in a moment.');
    if (status < 300) {
      return fail(
        `The AI model service at ${hostOf(inner.url || ctx.baseUrl)} sent a response the app cannot read. ${CHECK_SETTINGS}`,
      );
    }
    return fail(`The AI model service returned an error (HTTP ${status}). Try again in a moment.`);
  }
  if (NoObjectGeneratedError.isInstance(inner) || NoOutputGeneratedError.isInstance(inner)) {
    return fail(
      `The AI model returned an answer that is not ${ctx.expected}. Try again or rephrase the concern.`,
    );
  }
  const detail = inner instanceof Error ? inner.message : String(inner);
  return fail(`The AI model could not answer (${detail}). ${CHECK_SETTINGS}`);
}
