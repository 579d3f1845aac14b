import { everyone, type ResourceMatrix } from './authz/matrix-kit';

/** The API's OpenAPI document and its page: routes and schemas only, no data, so anyone. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/docs-json', expect: everyone(200) },
    { method: 'GET', path: '/api/docs', expect: everyone(200) },
    { method: 'GET', path: '/api/docs/docs.js', expect: everyone(200) },
  ],
};
