import { runShard } from './run-shard';

runShard(2);
