import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files under `root` whose names match `pattern`, in path order: compiled (`.js`, the production
 * build) or TypeScript (`.ts`, under jest), never declarations, maps or tests. The convention that
 * replaces hand-edited lists of entities, migrations, modules and controllers (docs/architecture.md).
 */
export function findFiles(root: string, pattern: RegExp): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((path) => /\.(ts|js)$/.test(path) && !/\.d\.ts$|\.(spec|e2e-spec)\.(ts|js)$/.test(path) && pattern.test(path.replace(/\\/g, '/')))
    .sort()
    .map((path) => join(root, path));
}

/** What the files of `findFiles(root, pattern)` export that `keep` accepts, in path order. */
export function discover<T>(root: string, pattern: RegExp, keep: (value: unknown) => value is T): T[] {
  const found: T[] = [];
  for (const file of findFiles(root, pattern)) {
    for (const value of Object.values(require(file) as Record<string, unknown>)) if (keep(value) && !found.includes(value)) found.push(value);
  }
  return found;
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const isClass = (value: unknown): value is Function => typeof value === 'function' && /^class\s/.test(Function.prototype.toString.call(value));
