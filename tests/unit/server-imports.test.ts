// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shape of lib/server, read from its import lines:
 * - no import cycle between files (type-only imports count: they are lines a reader follows too);
 * - a domain (`lib/server/<domain>/`) is entered only through its `index.ts`, its public face;
 * - the shared modules below may be imported file by file, and import no domain themselves.
 * Side effects across domains go through the event bus (lib/server/events.ts).
 */
const SHARED: Record<string, string> = {
  db: 'the database handle, its schema and its errors: every domain reads its own tables through it',
  http: 'the HTTP toolkit (route wrapper, body and contract checks, route segments, no-store, cookies, errors) of every route and domain',
  security: 'stateless request guards and crypto (tokens, password hashes, Multipass, redirects, rate limits): no tables, no domain logic',
};

const ROOT = process.cwd();
const SERVER = path.join(ROOT, 'lib', 'server');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|mts|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Block comments and whole-line comments removed, so a commented-out import is not read. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The module specifiers a file imports: `import … from`, `import '…'`, `export … from`, `import('…')`. */
function importSpecifiers(source: string): string[] {
  const text = withoutComments(source);
  const found: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) found.push(m[1]!);
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]!);
  return found;
}

/** The file an import names (`@/…` is the project root), or null for packages and Node modules. */
function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith('./') || spec.startsWith('../')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, `${base}.mjs`, `${base}.js`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(ROOT, from)}: cannot resolve '${spec}'`);
}

type Graph = Map<string, string[]>;

function serverGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(SERVER)) {
    const targets = importSpecifiers(fs.readFileSync(file, 'utf8'))
      .map((spec) => resolve(file, spec))
      .filter((t): t is string => t !== null && t.startsWith(SERVER + path.sep));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Groups of files that import each other in a circle (Tarjan's strongly connected components), each as one circle through it. */
function importCycles(graph: Graph): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) !== indexOf.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(circleThrough(graph, new Set(group), v));
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return cycles;
}

/** One concrete circle inside a group, from `start` back to it (breadth-first, so it is a short one). */
function circleThrough(graph: Graph, group: Set<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!group.has(w)) continue;
      if (w === start) {
        const circle = [v];
        while (circle[0] !== start) circle.unshift(cameFrom.get(circle[0]!)!);
        return [...circle, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

/** `account` for lib/server/account/auth.ts; null for a top-level module such as lib/server/events.ts. */
function areaOf(file: string): string | null {
  const parts = path.relative(SERVER, file).split(path.sep);
  return parts.length > 1 ? parts[0]! : null;
}

const rel = (file: string) => path.relative(ROOT, file);

describe('the import graph of lib/server', () => {
  const graph = serverGraph();

  it('is read from the import lines (a known edge, a type-only and a dynamic import)', () => {
    expect(importSpecifiers("import type { A } from './a';\nimport {\n  b,\n} from '@/lib/b';\n// import { c } from './c';\nexport { d } from './d';\nconst e = await import('./e');\nimport './f';")).toEqual([
      './a',
      '@/lib/b',
      './d',
      './f',
      './e',
    ]);
    const checkout = graph.get(path.join(SERVER, 'platform', 'checkout.ts'))!;
    expect(checkout).toContain(path.join(SERVER, 'db', 'index.ts'));
  });

  it('finds a circle where there is one', () => {
    const toy: Graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(importCycles(toy)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('has no import cycle', () => {
    expect(importCycles(graph).map((circle) => circle.map(rel).join(' → '))).toEqual([]);
  });

  it('enters another domain only through its index.ts', () => {
    const crossings: string[] = [];
    for (const [file, targets] of graph) {
      const from = areaOf(file);
      for (const target of targets) {
        const to = areaOf(target);
        if (to === null || to === from || to in SHARED) continue;
        if (path.basename(target) === 'index.ts' && path.dirname(target) === path.join(SERVER, to)) continue;
        crossings.push(`${rel(file)} → ${rel(target)}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('keeps the shared modules below the domains: they import no domain', () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      const from = areaOf(file);
      if (from === null || !(from in SHARED)) continue;
      for (const target of targets) {
        const to = areaOf(target);
        if (to !== null && to !== from && !(to in SHARED)) upward.push(`${rel(file)} → ${rel(target)}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
