// The request's logger (src/http/request-logger.ts): writes what pino's child would, bindings included,
// at the levels the parent enables, and makes the child only for a line that is written.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLogger, requestLoggerFactory } from '../../src/http/request-logger.ts';
import { captureLogs } from '../helpers/log-capture.ts';

function loggerAt(level: string) {
  const logs = captureLogs();
  const parent = pino({ level }, logs.stream);
  let children = 0;
  const child = parent.child.bind(parent);
  parent.child = ((...args: Parameters<typeof child>) => {
    children += 1;
    return child(...args);
  }) as typeof parent.child;
  const logger = new RequestLogger(parent, { reqId: 'pedido-1' }, {});
  return { logs, logger, children: () => children };
}

describe('request logger', () => {
  it('writes the lines of enabled levels with the request id, like a pino child', () => {
    const { logs, logger } = loggerAt('info');
    logger.info({ rota: '/extrato' }, 'pedido recebido');
    logger.error(new Error('falhou'), 'erro');
    logger.debug('não sai');
    const entries = logs.entries();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      reqId: 'pedido-1',
      rota: '/extrato',
      msg: 'pedido recebido',
    });
    expect(entries[1]).toMatchObject({
      reqId: 'pedido-1',
      msg: 'erro',
      err: { message: 'falhou' },
    });
  });

  it('makes no child while nothing is written, and one for all the lines of a request', () => {
    const { logger, children } = loggerAt('warn');
    logger.info('abaixo do nível');
    logger.trace('abaixo do nível');
    expect(children()).toBe(0);
    logger.warn('primeira');
    logger.error('segunda');
    expect(children()).toBe(1);
  });

  it('knows its level, and a level set on it applies to it alone', () => {
    const { logs, logger } = loggerAt('warn');
    expect(logger.level).toBe('warn');
    expect(logger.isLevelEnabled('info')).toBe(false);
    expect(logger.isLevelEnabled('error')).toBe(true);
    logger.level = 'debug';
    logger.debug('agora sai');
    expect(logs.entries()).toMatchObject([{ reqId: 'pedido-1', msg: 'agora sai' }]);
    const silent = loggerAt('silent');
    silent.logger.fatal('nada');
    expect(silent.logs.entries()).toEqual([]);
  });

  it('gives a route with its own level or serializers the real child at once', () => {
    const logs = captureLogs();
    const parent = pino({ level: 'warn' }, logs.stream);
    const own = requestLoggerFactory.call(
      undefined as never,
      parent,
      { reqId: 'pedido-2' },
      { level: 'info' },
      undefined as never,
    );
    expect(own).not.toBeInstanceOf(RequestLogger);
    own.info('nível da rota');
    expect(logs.entries()).toMatchObject([{ reqId: 'pedido-2', msg: 'nível da rota' }]);
  });
});
