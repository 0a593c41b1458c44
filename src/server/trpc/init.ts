import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from '../context-types';
import { AppError, toTRPCError } from '../lib/app-error';
import { errorIdOf, unexpectedErrorMessage } from '../lib/error-id';
import { superjsonTransformer } from './superjson-output';

const t = initTRPC.context<Context>().create({
  // superjson's wire format; answers are written by serializeOutput, the same output faster (decision 025).
  transformer: superjsonTransformer,
  errorFormatter({ shape, error }) {
    // No stack or file path leaves the server, in any mode.
    const { stack: _stack, ...data } = shape.data;
    // A validation failure reads as its first rule's message, not a JSON dump of issues.
    if (error.cause instanceof ZodError) {
      const fieldErrors = error.cause.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return { ...shape, data: { ...data, fieldErrors } };
    }
    // A database or programming error never reaches the client: a generic sentence with the id of
    // the log line that holds the details (logged by the HTTP handler's onError).
    if (error.code === 'INTERNAL_SERVER_ERROR' && !(error.cause instanceof AppError)) {
      const errorId = errorIdOf(error);
      return { ...shape, message: unexpectedErrorMessage(errorId), data: { ...data, errorId } };
    }
    return { ...shape, data };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Maps the services' AppError onto tRPC codes, in one place, and gives input validation errors
 * the first rule's message ('Name is required') instead of a JSON dump of issues.
 */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const { cause } = result.error;
  if (cause instanceof AppError) throw toTRPCError(cause);
  if (cause instanceof ZodError && result.error.code === 'BAD_REQUEST') {
    throw new TRPCError({ code: 'BAD_REQUEST', message: cause.issues[0]?.message ?? 'Invalid input', cause });
  }
  return result;
});

export const baseProcedure = t.procedure.use(appErrors);
