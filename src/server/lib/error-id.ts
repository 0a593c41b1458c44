import { randomBytes } from 'node:crypto';

/** A short id a person can read out to support; the log line with the details carries the same. */
export function newErrorId(): string {
  return randomBytes(4).toString('hex').toUpperCase();
}

export const unexpectedErrorMessage = (errorId: string) =>
  `Something went wrong on our side. Please try again. If it keeps happening, quote error ${errorId}.`;

const ERROR_ID = Symbol('errorId');

/** The id given to an error when it was logged, so the answer quotes the same one. */
export function errorIdOf(error: object): string {
  const tagged = error as { [ERROR_ID]?: string };
  tagged[ERROR_ID] ??= newErrorId();
  return tagged[ERROR_ID];
}
