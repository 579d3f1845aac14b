import { signedIn, superadminOnly, type ResourceMatrix } from './authz/matrix-kit';

/** Event categories: global; read by everyone signed in, edited by superadmins. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/event-categories', expect: signedIn(200) },
    { method: 'GET', path: '/api/event-categories/create', expect: superadminOnly(200) },
    { method: 'GET', path: '/api/event-categories/:id', setup: async (w) => ({ id: w.category }), expect: signedIn(200) },
    { method: 'POST', path: '/api/event-categories', body: (_p, w) => ({ name: w.unique('Categoria') }), expect: superadminOnly(201) },
    {
      method: 'PUT',
      path: '/api/event-categories/:id',
      setup: async (w) => ({ id: await w.freshCategory() }),
      body: (_p, w) => ({ name: w.unique('Rinominata') }),
      expect: superadminOnly(200),
    },
    {
      method: 'DELETE',
      path: '/api/event-categories/:id',
      setup: async (w) => ({ id: await w.freshCategory() }),
      expect: superadminOnly(200),
    },
  ],
  changes: { 'event-categories': { data: { name: 'Categoria di eventi cambiata' } } },
};
