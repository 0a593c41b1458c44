// What a browser or a proxy says when a call fails is not for people ('Failed to fetch',
// 'Unexpected token <'): these are the sentences shown instead, with what to do about it.

export const OFFLINE_MESSAGE = "Can't reach the server. Check your connection and try again.";
export const BAD_ANSWER_MESSAGE = 'The server could not answer just now. Please try again in a moment.';

const NETWORK_FAILURES = [/failed to fetch/i, /networkerror/i, /load failed/i, /network request failed/i];
const UNREADABLE_ANSWERS = [/unexpected token/i, /json/i, /unable to transform response/i, /bad gateway/i];

/** The sentence to show for a failed call's raw message; a message from our server stays as it is. */
export function humanMessage(raw: string | undefined, fromServer: boolean): string {
  const message = raw?.trim() ?? '';
  if (NETWORK_FAILURES.some((pattern) => pattern.test(message))) return OFFLINE_MESSAGE;
  if (!fromServer && (message === '' || UNREADABLE_ANSWERS.some((pattern) => pattern.test(message))))
    return BAD_ANSWER_MESSAGE;
  return message || BAD_ANSWER_MESSAGE;
}
