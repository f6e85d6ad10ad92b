import { describe, expect, it } from 'vitest';
import { translateSql } from './translate-sql.js';

describe("translating the repositories' SQLite SQL for PostgreSQL", () => {
  it('numbers positional parameters and gives each use of a name its own number', () => {
    expect(translateSql('SELECT * FROM t WHERE a = ? AND b IN (?, ?)')).toEqual({
      text: 'SELECT * FROM t WHERE a = $1 AND b IN ($2, $3)',
      names: [null, null, null],
    });
    expect(
      translateSql('UPDATE jobs SET enabled = @enabled, x = CASE WHEN @enabled = 0 THEN 1 END WHERE id = :id'),
    ).toEqual({
      text: 'UPDATE jobs SET enabled = $1, x = CASE WHEN $2 = 0 THEN 1 END WHERE id = $3',
      names: ['enabled', 'enabled', 'id'],
    });
  });

  it('leaves quoted text, identifiers, comments and casts alone', () => {
    const { text, names } = translateSql(
      `SELECT '?', 'it''s @here', "odd?name", x::text FROM t -- a ? here
       WHERE y = ?`,
    );
    expect(names).toEqual([null]);
    expect(text).toContain(`'?', 'it''s @here', "odd?name", x::text FROM t`);
    expect(text).toMatch(/WHERE y = \$1$/);
    expect(text).not.toContain('a ? here');
  });

  it("reads LIKE as ILIKE, because SQLite's LIKE ignores ASCII case", () => {
    expect(translateSql("SELECT 1 FROM t WHERE p LIKE ? ESCAPE '\\' AND q NOT like ?").text).toBe(
      "SELECT 1 FROM t WHERE p ILIKE $1 ESCAPE '\\' AND q NOT ILIKE $2",
    );
    expect(translateSql('SELECT likes, unlike FROM t').text).toBe('SELECT likes, unlike FROM t');
  });

  it("drops SQLite's planner hints: INDEXED BY, NOT INDEXED and a unary plus", () => {
    expect(translateSql('SELECT id FROM p INDEXED BY p_dest WHERE +root IN (?) AND a + b > 1').text).toBe(
      'SELECT id FROM p  WHERE root IN ($1) AND a + b > 1',
    );
    expect(translateSql('SELECT id FROM p NOT INDEXED WHERE x = 1').text).toBe('SELECT id FROM p  WHERE x = 1');
  });
});
