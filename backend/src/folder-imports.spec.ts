import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The folders of backend/src, each with the folders its files import (relative imports only). */
function folderImports(root: string): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  const folderOf = (file: string) => relative(root, file).split(/[\\/]/)[0];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.spec.ts')) {
        const from = folderOf(path);
        if (from.endsWith('.ts')) continue;
        for (const [, spec] of readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
          const to = folderOf(resolve(dirname(path), spec));
          if (to !== from && !to.endsWith('.ts') && !to.startsWith('..')) edges.set(from, (edges.get(from) ?? new Set()).add(to));
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

describe('folders of backend/src', () => {
  it('import each other without cycles (shared code goes down to database/, common/ or access/)', () => {
    expect(findCycle(folderImports(__dirname))).toBeNull();
  });

  it('the check finds a cycle when there is one', () => {
    expect(
      findCycle(
        new Map([
          ['orders', new Set(['payments'])],
          ['payments', new Set(['orders'])],
        ]),
      ),
    ).toEqual(['orders', 'payments', 'orders']);
    expect(findCycle(new Map([['orders', new Set(['payments'])]]))).toBeNull();
  });
});
