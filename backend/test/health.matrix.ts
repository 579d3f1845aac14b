import { everyone, type ResourceMatrix } from './authz/matrix-kit';

/** The health check: anyone. */
export const MATRIX: ResourceMatrix = {
  routes: [{ method: 'GET', path: '/api/health', expect: everyone(200) }],
};
