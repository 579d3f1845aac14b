import { superadminOnly, type ResourceMatrix } from './authz/matrix-kit';
import { confirmed } from './authz/matrix-records';

const password = 'password-for-matrix';

/** Users: global, superadmin only. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/users', expect: superadminOnly(200) },
    { method: 'GET', path: '/api/users/create', expect: superadminOnly(200) },
    { method: 'GET', path: '/api/users/:id', setup: async (w) => ({ id: w.plainUser }), expect: superadminOnly(200) },
    {
      method: 'POST',
      path: '/api/users',
      body: (_p, w) => ({ name: 'Nuovo utente', email: `${w.unique('new')}@eventdesk.test`, password, password_confirmation: password }),
      expect: superadminOnly(201),
    },
    {
      method: 'PUT',
      path: '/api/users/:id',
      setup: async (w, a) => (await confirmed(a), { id: await w.freshUser() }),
      body: (_p, w) => ({ name: 'Utente modificato', email: `${w.unique('edited')}@eventdesk.test` }),
      expect: superadminOnly(200),
    },
    {
      method: 'DELETE',
      path: '/api/users/:id',
      setup: async (w, a) => (await confirmed(a), { id: await w.freshUser() }),
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      path: '/api/user/:id/save-events-roles',
      setup: async (w) => ({ id: await w.freshUser() }),
      body: (_p, w) => ({ eventRoles: [{ id: w.eventA, role: 'VIEWER' }] }),
      expect: superadminOnly(200),
    },
    {
      method: 'POST',
      path: '/api/user/:id/reset-2fa',
      setup: async (w, a) => (await confirmed(a), { id: await w.freshUser() }),
      expect: superadminOnly(200),
    },
  ],
  changes: { users: { data: { name: 'Nome Cambiato' } } },
};
