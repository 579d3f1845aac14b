import { superadminOnly, TTF, type ResourceMatrix } from './authz/matrix-kit';

/** Fonts: global, superadmin only (SPEC §6 "Users and fonts"). */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/fonts', expect: superadminOnly(200) },
    { method: 'GET', path: '/api/fonts/create', expect: superadminOnly(200) },
    { method: 'GET', path: '/api/fonts/:id', setup: async (w) => ({ id: w.font }), expect: superadminOnly(200) },
    { method: 'GET', path: '/api/fonts/:id/file', setup: async (w) => ({ id: w.font }), expect: superadminOnly(200) },
    {
      method: 'POST',
      path: '/api/fonts',
      attach: { field: 'file', filename: 'font.ttf', content: TTF, fields: (w) => ({ name: w.unique('Font') }) },
      expect: superadminOnly(201),
    },
    {
      method: 'PUT',
      path: '/api/fonts/:id',
      setup: async (w) => ({ id: await w.freshFont() }),
      body: (_p, w) => ({ name: w.unique('Font rinominato'), weight: 700 }),
      expect: superadminOnly(200),
    },
    { method: 'DELETE', path: '/api/fonts/:id', setup: async (w) => ({ id: await w.freshFont() }), expect: superadminOnly(200) },
  ],
  changes: { fonts: { data: { weight: 700 } } },
};
