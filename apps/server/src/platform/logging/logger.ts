import type { LoggerService } from '@nestjs/common';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type LogFields = Record<string, unknown>;

/** Structured JSON logs, one line per entry, with a component name and free fields. */
export class Logger {
  constructor(
    private readonly component: string,
    private readonly minLevel: LogLevel = (process.env.LOG_LEVEL as LogLevel) || 'info',
    private readonly base: LogFields = {},
  ) {}

  child(component: string, fields: LogFields = {}): Logger {
    return new Logger(component, this.minLevel, { ...this.base, ...fields });
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
    if (LEVELS[level] < LEVELS[this.minLevel]) return;
    const entry = {
      time: new Date().toISOString(),
      level,
      component: this.component,
      msg,
      ...this.base,
      ...fields,
    };
    const line = JSON.stringify(entry, (_key, value: unknown) =>
      value instanceof Error
        ? { name: value.name, message: value.message, stack: value.stack }
        : value,
    );
    (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
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
