// Each request's logger, made only when the request logs something (issue 8). Fastify gives every
// request a pino child bound to its request id; making one costs a visible share of a short call
// (the bindings go through the redaction), and at the production level (warn) most requests never
// log. This stands in for the child and makes the real one on the first line at an enabled level,
// with the same bindings and options, so what is written is what the child would have written.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import {
  levels,
  type Bindings,
  type ChildLoggerOptions,
  type LevelWithSilentOrString,
  type LogFn,
} from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  // Methods, not a closure per level and per request: most requests never call them.
  fatal(...args: Parameters<LogFn>): void {
    this.#write('fatal', args);
  }

  error(...args: Parameters<LogFn>): void {
    this.#write('error', args);
  }

  warn(...args: Parameters<LogFn>): void {
    this.#write('warn', args);
  }

  info(...args: Parameters<LogFn>): void {
    this.#write('info', args);
  }

  debug(...args: Parameters<LogFn>): void {
    this.#write('debug', args);
  }

  trace(...args: Parameters<LogFn>): void {
    this.#write('trace', args);
  }

  silent(): void {
    // Nothing is written at the silent level.
  }

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#real().level = level;
  }

  isLevelEnabled(level: LevelWithSilentOrString): boolean {
    const wanted = levels.values[level];
    const current = levels.values[this.level];
    return wanted !== undefined && current !== undefined && wanted >= current;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }

  #write(level: Level, args: Parameters<LogFn>): void {
    if (!this.isLevelEnabled(level)) return;
    const real = this.#real();
    Reflect.apply(real[level], real, args);
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }
}

/**
 * Fastify's `childLoggerFactory`: the stand-in above, unless the route sets its own level or
 * serializers (none does today), which only the real child applies.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  Object.keys(options).length === 0
    ? new RequestLogger(logger, bindings, options)
    : logger.child(bindings, options);
