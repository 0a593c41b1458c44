import { vi } from 'vitest';
import type { Logger } from '../../lib/logger';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * Records what the (silent) test logger is asked to log, so a test can assert that no secret
 * reaches a log line.
 */
export function spyOnLogs(logger: Logger) {
  const spies = LEVELS.map((level) => vi.spyOn(logger, level));
  return {
    text: () =>
      JSON.stringify(
        spies.flatMap((spy) =>
          spy.mock.calls.map((args) =>
            args.map((arg) => (arg instanceof Error ? `${arg.message} ${String(arg.cause)}` : arg)),
          ),
        ),
      ),
    calls: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
