import { isDatabaseUnavailable } from './connection-errors';

/** Error shapes seen from pg and TypeORM while PostgreSQL is down, restarting or recovering. */
describe('isDatabaseUnavailable', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it.each([
    [
      'the server refuses connections',
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ],
    ['the connection was reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['the server is starting up', withCode('the database system is starting up', '57P03')],
    [
      'an immediate shutdown',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    [
      'a crash of another backend',
      withCode('terminating connection because of crash of another server process', '57P02'),
    ],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a client broken by an earlier error',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      "TypeORM's QueryFailedError (driverError)",
      Object.assign(new Error('query failed'), { driverError: withCode('shutting down', '57P01') }),
    ],
    ['a wrapped cause', new Error('batch failed', { cause: withCode('refused', 'ECONNREFUSED') })],
    ['every address refused', new AggregateError([withCode('refused', 'ECONNREFUSED')], 'connect')],
  ])('%s: yes', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "SELEC"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', undefined],
  ])('%s: no', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
