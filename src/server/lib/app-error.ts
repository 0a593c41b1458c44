import { TRPCError } from '@trpc/server';

// Our codes, mapped to tRPC codes in one place (trpc/init.ts) so services never import tRPC.
const CODE_MAP = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  UPSTREAM_ERROR: 'BAD_GATEWAY',
  UPSTREAM_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
} as const;

export type AppErrorCode = keyof typeof CODE_MAP;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: CODE_MAP[error.code], message: error.message, cause: error });
}
