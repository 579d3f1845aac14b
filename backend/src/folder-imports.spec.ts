import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The bounded contexts of backend/src (docs/architecture.md, "Bounded contexts") and which contexts each
 * may import. My-area, the seed and the app's composition files sit above them all.
 */
const CONTEXTS = ['platform', 'registration', 'commerce', 'accreditation', 'gate', 'programme', 'reports'] as const;
type Context = (typeof CONTEXTS)[number];
const MAY_IMPORT: Record<Context, readonly Context[]> = {
  platform: [],
  registration: ['platform'],
  commerce: ['platform', 'registration'],
  accreditation: ['platform', 'registration'],
  gate: ['platform', 'registration', 'commerce', 'accreditation'],
  // The programme counts attendance from the gate's scans at its rooms' doors (issue 27).
  programme: ['platform', 'registration', 'accreditation', 'gate'],
  // Reports (issue 28) count every area's records: above them all.
  reports: ['platform', 'registration', 'commerce', 'accreditation', 'gate', 'programme'],
};

/** A file's folder as a node: `context/folder` inside a context, the top folder otherwise (null: a top-level file). */
function nodeOf(root: string, file: string): string | null {
  const parts = relative(root, file).split(/[\\/]/);
  if (parts.length < 2 || parts[0].startsWith('..')) return null;
  if ((CONTEXTS as readonly string[]).includes(parts[0])) return parts.length > 2 ? `${parts[0]}/${parts[1]}` : null;
  return parts[0];
}

/** The folders of backend/src, each with the folders its files import (relative imports only). */
function folderImports(root: string): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.spec.ts')) {
        const from = nodeOf(root, path);
        if (!from) continue;
        for (const [, spec] of readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
          const to = nodeOf(root, resolve(dirname(path), spec));
          if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
        }
      }
    }
  };
  walk(root);
  return edges;
}

/** One cycle of folders, as a path a → b → … → a, or null. */
function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    if (state.get(node) === 'done') return null;
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

const contextOf = (node: string): Context | null => {
  const head = node.split('/')[0];
  return (CONTEXTS as readonly string[]).includes(head) ? (head as Context) : null;
};

/** The imports that run against the contexts' directions, as `from → to`. */
function wrongWay(edges: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  for (const [from, targets] of edges) {
    const source = contextOf(from);
    if (!source) continue; // my-area, the seed: above every context
    for (const to of targets) {
      const target = contextOf(to);
      if (target === source) continue;
      if (!target || !MAY_IMPORT[source].includes(target)) found.push(`${from} → ${to}`);
    }
  }
  return found.sort();
}

describe('folders of backend/src', () => {
  const edges = folderImports(__dirname);

  it('import each other without cycles (shared code goes down to platform/)', () => {
    expect(findCycle(edges)).toBeNull();
  });

  it('import across contexts only downwards: gate → accreditation, commerce → registration → platform', () => {
    expect(wrongWay(edges)).toEqual([]);
  });

  it('every folder of backend/src is a context, my-area or the seed', () => {
    const tops = readdirSync(__dirname).filter((name) => statSync(join(__dirname, name)).isDirectory());
    expect(tops.sort()).toEqual([...CONTEXTS, 'myarea', 'seed'].sort());
  });

  it('the checks find a cycle and a wrong-way import when there is one', () => {
    expect(
      findCycle(
        new Map([
          ['commerce/orders', new Set(['commerce/payments'])],
          ['commerce/payments', new Set(['commerce/orders'])],
        ]),
      ),
    ).toEqual(['commerce/orders', 'commerce/payments', 'commerce/orders']);
    expect(findCycle(new Map([['commerce/orders', new Set(['commerce/payments'])]]))).toBeNull();
    expect(
      wrongWay(
        new Map([
          ['registration/attendees', new Set(['gate/scans', 'platform/access', 'myarea'])],
          ['gate/scans', new Set(['registration/attendees'])],
        ]),
      ),
    ).toEqual(['registration/attendees → gate/scans', 'registration/attendees → myarea']);
  });
});
