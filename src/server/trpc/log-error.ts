import type { TRPCError } from '@trpc/server';
import type { AppDeps } from '../context-types';
import { errorIdOf } from '../lib/error-id';

/** A procedure's unexpected failure goes to the log with the id its answer names; expected ones do not. */
export function logProcedureError(deps: Pick<AppDeps, 'logger'>) {
  return ({ error, path }: { error: TRPCError; path: string | undefined }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR')
      deps.logger.error({ err: error.cause ?? error, path, errorId: errorIdOf(error) }, 'procedure failed');
  };
}
