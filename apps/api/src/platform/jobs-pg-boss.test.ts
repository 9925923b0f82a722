import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { positionalSql } from './jobs-pg-boss.ts';

const dialect = new PgDialect();

describe('positionalSql', () => {
  it("binds pg-boss's $n placeholders as parameters, in the order they appear", () => {
    const query = dialect.sqlToQuery(
      positionalSql('SELECT $2::text AS b, $1::int AS a, right($2, 1) AS c, $3 AS missing', [1, 'x']),
    );
    expect(query.sql).toBe('SELECT $1::text AS b, $2::int AS a, right($3, 1) AS c, $4 AS missing');
    expect(query.params).toEqual(['x', 1, 'x', null]);
  });

  it('keeps an array as one parameter (a uuid[] of job ids) and leaves text without placeholders as is', () => {
    const ids = ['3f1e2d4c-5b6a-4789-8abc-def012345678', '4f1e2d4c-5b6a-4789-8abc-def012345678'];
    const query = dialect.sqlToQuery(positionalSql('DELETE FROM job WHERE id = ANY($1::uuid[])', [ids]));
    expect(query.params).toEqual([ids]);
    expect(dialect.sqlToQuery(positionalSql('BEGIN; SELECT 1; COMMIT;', [])).sql).toBe(
      'BEGIN; SELECT 1; COMMIT;',
    );
  });
});
