import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** How drizzle reports a failed query: its own error, the driver's as the cause. */
const failedQuery = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is down, restarting, unreachable or full', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ETIMEDOUT'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      failedQuery(new Error('Connection terminated due to connection timeout')),
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves failed queries and other errors alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      failedQuery(withCode('22P02', 'invalid input syntax for type uuid')),
      new Error('Something else'),
      'Connection terminated',
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
