// Jest's order of test files, with one change: API test shards (backend/test/shards) that jest has no timing for yet
// (a clean clone) run first, shard 01 (the heaviest) to the last, so that the run does not end on a long shard that
// started late. Otherwise jest's own order: failed first, then the longest, then the largest files.
const Sequencer = require('@jest/test-sequencer').default;

const SHARD = /\.e2e-shard\.ts$/;

class ShardsFirstSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const untimedShards = sorted.filter((t) => SHARD.test(t.path) && t.duration == null);
    if (!untimedShards.length) return sorted;
    untimedShards.sort((a, b) => a.path.localeCompare(b.path));
    return [...untimedShards, ...sorted.filter((t) => !untimedShards.includes(t))];
  }
}

module.exports = ShardsFirstSequencer;
