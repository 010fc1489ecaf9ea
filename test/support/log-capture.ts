import { createLogger, type LogLevel } from '../../apps/server/src/platform/logging/logger';

export type LogEntry = Record<string, unknown> & {
  level: LogLevel;
  component: string;
  msg: string;
};

/** A Logger whose lines are kept in memory (parsed), for tests that assert what was logged. */
export function capturingLogger(level: LogLevel = 'debug') {
  const entries: LogEntry[] = [];
  const logger = createLogger('test', level, {
    write: (line: string) => entries.push(JSON.parse(line) as LogEntry),
  });
  return {
    logger,
    entries,
    /** The lines with this message. */
    withMessage: (msg: string) => entries.filter((entry) => entry.msg === msg),
  };
}
