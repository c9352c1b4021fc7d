// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A subquery written as an sql`…` template must not name a table column as a bare `${table.column}`.
 * In a select over one table (and in `returning`), Drizzle writes the top-level columns of a
 * selected sql`…` without their table: `${employees.id}` becomes plain "id", which inside
 * `(select count(*) from devices d where d.employee_id = "id")` names the device's own id, so the
 * count compares a column with itself. Correlated subqueries are built with the query builder
 * (`db.$count(devices, eq(...))`, `exists(db.select()…)`, `sql\`(${db.select()…})\``) or take the
 * correlation as a nested condition (`${eq(inner.col, outer.col)}`), where the table names stay.
 */
const SERVER = path.join(process.cwd(), 'lib', 'server');

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return serverFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Names a file imports from the schema module (`../db/schema`, `@/lib/server/db/schema`, `./schema`). */
function schemaNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const m of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (!/(^|\/)(db\/)?schema$/.test(m[2]!)) continue;
    for (const part of m[1]!.split(',')) {
      const name = part.replace(/^\s*type\s+/, '').split(/\s+as\s+/).pop()!.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

type Template = { text: string; expressions: string[]; end: number };

/** Reads a template literal whose body starts at `start` (after the backtick): its text and its `${…}` parts. */
function readTemplate(source: string, start: number): Template {
  let text = '';
  const expressions: string[] = [];
  let i = start;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') {
      text += source.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      return { text, expressions, end: i + 1 };
    } else if (c === '$' && source[i + 1] === '{') {
      const end = readExpression(source, i + 2);
      expressions.push(source.slice(i + 2, end));
      i = end + 1;
    } else {
      text += c;
      i += 1;
    }
  }
  throw new Error('unterminated template literal');
}

/** The index of the `}` that closes an expression starting at `start`, skipping nested braces, strings and templates. */
function readExpression(source: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '`') i = readTemplate(source, i + 1).end;
    else if (c === "'" || c === '"') {
      i += 1;
      while (source[i] !== c) i += source[i] === '\\' ? 2 : 1;
      i += 1;
    } else if (c === '{') {
      depth += 1;
      i += 1;
    } else if (c === '}') {
      if (depth === 0) return i;
      depth -= 1;
      i += 1;
    } else i += 1;
  }
  throw new Error('unterminated expression');
}

/** `file:line: ${table.column}` for every bare schema column in an sql`…` template that selects. */
function bareColumnsInSubqueries(file: string, source: string): string[] {
  const tables = schemaNames(source);
  const found: string[] = [];
  for (const m of source.matchAll(/\bsql(?:<[^`\n]*?>)?`/g)) {
    const template = readTemplate(source, m.index + m[0].length);
    if (!/\b(select|from)\b/i.test(template.text)) continue;
    for (const expression of template.expressions) {
      const column = /^\s*(\w+)\.(\w+)\s*$/.exec(expression);
      if (column && tables.has(column[1]!)) {
        const line = source.slice(0, m.index).split('\n').length;
        found.push(`${path.relative(process.cwd(), file)}:${line}: \${${column[1]}.${column[2]}}`);
      }
    }
  }
  return found;
}

describe('correlated subqueries in lib/server', () => {
  it('finds the pattern where it is (the employees list as it was)', () => {
    const before = [
      "import { devices, employees } from '../db/schema';",
      'const deviceCount = sql<number>`(select count(*) from ${devices} d where d.employee_id = ${employees.id})::int`;',
      "const fine = sql`${employees.lastName} collate \"und-x-icu\"`;",
      'const built = sql`(${db.select({ n: sql`count(*)` }).from(devices).where(eq(devices.employeeId, employees.id))})`;',
    ].join('\n');
    expect(bareColumnsInSubqueries('lib/server/fleet/employees.ts', before)).toEqual(['lib/server/fleet/employees.ts:2: ${employees.id}']);
  });

  it('name no column of a table as a bare ${table.column} inside an sql template that selects', () => {
    const found = serverFiles(SERVER).flatMap((file) => bareColumnsInSubqueries(file, fs.readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
