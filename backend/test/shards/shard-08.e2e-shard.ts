import { runShard } from './run-shard';

runShard(8);
