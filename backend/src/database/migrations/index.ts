import { Initial1763800000000 } from './1763800000000-Initial';

/** Every migration, in order. A new one is added here as well as in its own file. */
export const MIGRATIONS = [Initial1763800000000];
