import type { LoggerService } from '@nestjs/common';
import { currentLogContext } from './log-context';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type LogFields = Record<string, unknown>;

/** Where finished lines go (JSON, no newline): stdout/stderr, or a test's capture. */
export type LogSink = (level: LogLevel, line: string) => void;

const standardStreams: LogSink = (level, line) =>
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');

/**
 * Structured JSON logs, one line per entry, with a component name and free fields; lines
 * written inside withLogContext (a request: its correlation id) carry that context too.
 */
export class Logger {
  constructor(
    private readonly component: string,
    private readonly minLevel: LogLevel = (process.env.LOG_LEVEL as LogLevel) || 'info',
    private readonly base: LogFields = {},
    private readonly sink: LogSink = standardStreams,
  ) {}

  child(component: string, fields: LogFields = {}): Logger {
    return new Logger(component, this.minLevel, { ...this.base, ...fields }, this.sink);
  }

  /** Whether lines of this level are written at all (to skip building costly fields). */
  enabled(level: LogLevel): boolean {
    return LEVELS[level] >= LEVELS[this.minLevel];
  }

  debug(msg: string, fields?: LogFields): void {
    this.write('debug', msg, fields);
  }
  info(msg: string, fields?: LogFields): void {
    this.write('info', msg, fields);
  }
  warn(msg: string, fields?: LogFields): void {
    this.write('warn', msg, fields);
  }
  error(msg: string, fields?: LogFields): void {
    this.write('error', msg, fields);
  }

  private write(level: LogLevel, msg: string, fields?: LogFields): void {
    if (!this.enabled(level)) return;
    const entry = {
      time: new Date().toISOString(),
      level,
      component: this.component,
      msg,
      ...currentLogContext(),
      ...this.base,
      ...fields,
    };
    const line = JSON.stringify(entry, (_key, value: unknown) =>
      value instanceof Error
        ? { name: value.name, message: value.message, stack: value.stack }
        : value,
    );
    this.sink(level, line);
  }
}

/** Lets Nest write through the same JSON logger. */
export class NestJsonLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string): void {
    this.logger.info(String(message), { context });
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error(String(message), { context, trace });
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn(String(message), { context });
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug(String(message), { context });
  }
  verbose(message: unknown, context?: string): void {
    this.logger.debug(String(message), { context });
  }
}

export const rootLogger = new Logger('liga');
