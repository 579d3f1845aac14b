import { getMetadataArgsStorage } from 'typeorm';
import { discover } from './platform/common/discover';

/**
 * Every entity of the application: the `@Entity` classes of the `*.entity.ts` / `*.entities.ts` files
 * of every context (found by that convention: a new entity is a new file, nothing else).
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const ENTITIES: Function[] = discover(__dirname, /\.entit(y|ies)\.(ts|js)$/, (value): value is Function =>
  getMetadataArgsStorage().tables.some((table) => table.target === value),
);
