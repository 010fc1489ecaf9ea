import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import { currentLogContext, type LogFields } from './log-context';
import { CENSORED, REDACTED_PATHS } from './redaction';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

/** LOG_LEVEL from the environment (the config validates it too), else info. */
export const envLogLevel = (): LogLevel =>
  LOG_LEVELS.find((level) => level === process.env.LOG_LEVEL) ?? 'info';

/** stdout for debug/info, stderr for warn/error (each line goes to one of them). */
const standardStreams = (): DestinationStream =>
  pino.multistream(
    [
      { level: 'debug', stream: process.stdout },
      { level: 'warn', stream: process.stderr },
    ],
    { dedupe: true },
  );

/**
 * The root pino logger: one JSON line per entry (`time`, `level` by name, `msg`), secrets and
 * e-mail addresses redacted, and the fields of the caller's log context (a request's
 * correlation id, see log-context.ts) mixed into every line.
 */
export function createPino(level: LogLevel, destination?: DestinationStream): Pino {
  return pino(
    {
      level,
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => currentLogContext() ?? {},
      redact: { paths: REDACTED_PATHS, censor: CENSORED },
      serializers: { error: pino.stdSerializers.err },
    },
    destination ?? standardStreams(),
  );
}

/**
 * What the code logs through: a component's pino child with our argument order
 * (`info(msg, fields)`) and `child(component)` replacing the component name.
 */
export class Logger {
  readonly pino: Pino;

  constructor(
    private readonly root: Pino,
    component: string,
    private readonly fields: LogFields = {},
  ) {
    this.pino = root.child({ component, ...fields });
  }

  child(component: string, fields: LogFields = {}): Logger {
    return new Logger(this.root, component, { ...this.fields, ...fields });
  }

  /** Whether lines of this level are written at all (to skip building costly fields). */
  enabled(level: LogLevel): boolean {
    return this.pino.isLevelEnabled(level);
  }

  debug(msg: string, fields: LogFields = {}): void {
    this.pino.debug(fields, msg);
  }
  info(msg: string, fields: LogFields = {}): void {
    this.pino.info(fields, msg);
  }
  warn(msg: string, fields: LogFields = {}): void {
    this.pino.warn(fields, msg);
  }
  error(msg: string, fields: LogFields = {}): void {
    this.pino.error(fields, msg);
  }
}

/** A logger for `component` on its own root (`destination`: a test's capture). */
export function createLogger(
  component: string,
  level: LogLevel = envLogLevel(),
  destination?: DestinationStream,
): Logger {
  return new Logger(createPino(level, destination), component);
}

export const rootLogger = createLogger('liga');
