import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './db.ts';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/** Drizzle rethrows the driver's error as the cause of its own. */
function wrapped(cause: Error): Error {
  return new Error('Failed query: insert into "sites" ...', { cause });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a restart ending the session (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    [
      'a crash of the server (57P02)',
      withCode('terminating connection because of crash of another server process', '57P02'),
    ],
    ['a server still starting (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['no server listening', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a connection closed under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a transaction client whose connection died',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
  ])('is true for %s, also wrapped by Drizzle', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a foreign key violation', withCode('insert or update violates foreign key constraint', '23503')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a closed embedded database', new Error('PGlite is closed')],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('leaves unique violations to isUniqueViolation', () => {
    expect(isUniqueViolation(wrapped(withCode('duplicate key', '23505')))).toBe(true);
    expect(isUniqueViolation(wrapped(withCode('terminating connection', '57P01')))).toBe(false);
  });
});
