import { discover, isClass } from '../../common/discover';

/**
 * Every migration, in the order of the timestamps their files start with: a new migration is a new
 * file `<timestamp>-<Name>.ts` here, nothing else (TypeORM runs them by the timestamp in the class name).
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const MIGRATIONS: Function[] = discover(__dirname, /^\d{13}-\w+\.(ts|js)$/, isClass);
