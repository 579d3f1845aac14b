import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aloneFiles, apiTestFiles, runsAlone, SHARD_COUNT, shardPlan } from './plan';

/** How the API test files are shared out to the shards (plan.ts): each once, balanced, in an order that loads. */
describe('the API test shards', () => {
  const files = apiTestFiles();
  const plan = shardPlan();

  it('runs every API test file once: in one shard, or alone when it keeps snapshots', () => {
    const inShards = plan.flat();
    const alone = files.filter((f) => runsAlone(f));
    expect(files.length).toBeGreaterThan(50);
    expect(alone).toEqual(['gate-sql.e2e-spec.ts']);
    expect(new Set(inShards).size).toBe(inShards.length);
    expect([...inShards, ...alone].sort()).toEqual(files);
    expect(aloneFiles(join(__dirname, '..', '..'))).toEqual(['test/gate-sql.e2e-spec.ts']);
  });

  it('has a shard file for each shard of the plan, and no other', () => {
    const shardFiles = readdirSync(__dirname).filter((f) => f.endsWith('.e2e-shard.ts'));
    expect(plan).toHaveLength(SHARD_COUNT);
    expect(shardFiles).toEqual(plan.map((_, i) => `shard-${String(i + 1).padStart(2, '0')}.e2e-shard.ts`));
  });

  it('puts the longest files first, each into the lightest shard, the heaviest shard first; in a shard, MATRIX files first', () => {
    const weights = { 'a.e2e-spec.ts': 40, 'b.e2e-spec.ts': 20, 'c.e2e-spec.ts': 15, 'd.e2e-spec.ts': 10, 'e.e2e-spec.ts': 10 };
    const dir = mkdtempSync(join(tmpdir(), 'shard-plan-'));
    try {
      for (const f of [...Object.keys(weights), 'new.e2e-spec.ts']) writeFileSync(join(dir, f), '');
      writeFileSync(join(dir, 'e.e2e-spec.ts'), 'export const MATRIX = {};\n');
      // A file the weights do not know yet counts as 5 s.
      expect(shardPlan([...Object.keys(weights), 'new.e2e-spec.ts'], weights, 3, dir)).toEqual([
        ['a.e2e-spec.ts'],
        ['e.e2e-spec.ts', 'b.e2e-spec.ts'],
        ['c.e2e-spec.ts', 'd.e2e-spec.ts', 'new.e2e-spec.ts'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('loads a file that exports its MATRIX first in its shard, before route-matrix.ts can collect it inert', () => {
    const exporters = ['registration/terms.e2e-spec.ts', 'myarea/myarea-terms.e2e-spec.ts', 'programme/speakers.e2e-spec.ts'];
    for (const file of exporters) {
      const shard = plan.find((s) => s.includes(file))!;
      const firstOther = shard.findIndex((f) => !exporters.includes(f));
      expect(firstOther === -1 || shard.indexOf(file) < firstOther).toBe(true);
    }
  });

  it('lists the files of sub-folders and leaves out the support folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shard-files-'));
    try {
      for (const sub of ['a', 'support']) mkdirSync(join(dir, sub));
      for (const f of ['z.e2e-spec.ts', 'a/b.e2e-spec.ts', 'support/c.e2e-spec.ts', 'a/d.spec.ts', 'e.matrix.ts'])
        writeFileSync(join(dir, f), '');
      expect(apiTestFiles(dir)).toEqual(['a/b.e2e-spec.ts', 'z.e2e-spec.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
