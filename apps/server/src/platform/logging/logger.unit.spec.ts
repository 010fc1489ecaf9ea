import { capturingLogger } from '../../../../../test/support/log-capture';
import { withLogContext, withoutLogContext } from './log-context';
import { CENSORED } from './redaction';

describe('logger (pino)', () => {
  it('writes one JSON line with time, level name, component, message and fields', () => {
    const logs = capturingLogger('info');
    logs.logger.child('api', { pid: 7 }).info('Liga is running', { url: 'http://x' });
    logs.logger.debug('not written at info');
    expect(logs.entries).toEqual([
      expect.objectContaining({
        level: 'info',
        component: 'api',
        pid: 7,
        msg: 'Liga is running',
        url: 'http://x',
      }),
    ]);
    expect(typeof logs.entries[0].time).toBe('string');
  });

  it('lines written inside a log context carry its correlation id, outside it they do not', () => {
    const logs = capturingLogger('debug');
    withLogContext({ correlationId: 'req-12345678' }, () => {
      logs.logger.info('inside');
      withoutLogContext(() => logs.logger.info('detached'));
    });
    expect(logs.withMessage('inside')[0].correlationId).toBe('req-12345678');
    expect(logs.withMessage('detached')[0].correlationId).toBeUndefined();
  });

  it('redacts passwords, tokens, e-mail addresses and the Authorization/Cookie headers', () => {
    const logs = capturingLogger('debug');
    logs.logger.info('secrets', {
      password: 'hunter22',
      email: 'jan@example.com',
      to: 'ola@example.com',
      body: { newPassword: 'x', token: 'abc' },
      req: { headers: { authorization: 'Bearer abc', cookie: 'sid=1', accept: 'text/html' } },
    });
    const [line] = logs.withMessage('secrets');
    expect(line).toMatchObject({
      password: CENSORED,
      email: CENSORED,
      to: CENSORED,
      body: { newPassword: CENSORED, token: CENSORED },
      req: { headers: { authorization: CENSORED, cookie: CENSORED, accept: 'text/html' } },
    });
  });

  it('serialises an error under `error` with its message and stack', () => {
    const logs = capturingLogger('debug');
    logs.logger.error('failed', { error: new Error('boom') });
    const error = logs.withMessage('failed')[0].error as { message: string; stack: string };
    expect(error.message).toBe('boom');
    expect(error.stack).toContain('boom');
  });
});
