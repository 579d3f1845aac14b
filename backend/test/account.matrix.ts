import { signedIn, type ActorContext, type MatrixWorld, type ResourceMatrix } from './authz/matrix-kit';

// The 2FA self-service rows act on the caller's own account; teardown leaves it without 2FA again.
const removeTwoFactor = (w: MatrixWorld, a: ActorContext) => w.removeTwoFactor(a);

/** The signed-in user, their 2FA, password and sessions (auth.controller, two-factor.controller): any signed-in user. */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/user', expect: signedIn(200) },
    {
      method: 'POST',
      path: '/user/two-factor-authentication',
      teardown: removeTwoFactor,
      expect: signedIn(200),
    },
    {
      method: 'DELETE',
      path: '/user/two-factor-authentication',
      setup: async (w, a) => (await w.enrolTwoFactor(a), {}),
      expect: signedIn(200),
    },
    {
      method: 'GET',
      path: '/user/two-factor-qr-code',
      setup: async (w, a) => (await w.enrolTwoFactor(a), {}),
      teardown: removeTwoFactor,
      expect: signedIn(200),
    },
    {
      method: 'GET',
      path: '/user/two-factor-secret-key',
      setup: async (w, a) => (await w.enrolTwoFactor(a), {}),
      teardown: removeTwoFactor,
      expect: signedIn(200),
    },
    {
      method: 'POST',
      path: '/user/confirmed-two-factor-authentication',
      setup: async (w, a) => {
        const secret = await w.enrolTwoFactor(a);
        return { code: secret ? w.totp(secret) : '123456' };
      },
      body: (p) => ({ code: p.code }),
      teardown: removeTwoFactor,
      expect: signedIn(200),
    },
    {
      method: 'GET',
      path: '/user/two-factor-recovery-codes',
      expect: signedIn(200),
    },
    {
      method: 'POST',
      path: '/user/two-factor-recovery-codes',
      setup: async (w, a) => {
        await w.confirmTwoFactor(a);
        // New recovery codes need a fresh confirmation (issue 12); the 2FA confirmation signed in anew.
        if (a.password) await a.client.confirmPassword(a.password);
        return {};
      },
      teardown: removeTwoFactor,
      expect: signedIn(200),
    },
    {
      method: 'POST',
      path: '/user/confirm-password',
      body: (_p, _w, a) => ({ password: a?.password ?? 'not-a-password' }),
      expect: signedIn(200),
    },
    { method: 'GET', path: '/user/confirmed-password-status', expect: signedIn(200) },
    {
      method: 'PUT',
      path: '/user/password',
      body: () => ({
        current_password: 'wrong-current-password',
        password: 'Zq9-vT7w-kP2m-new',
        password_confirmation: 'Zq9-vT7w-kP2m-new',
      }),
      note: 'a wrong current password: 422 for every signed-in user, nothing changes',
      expect: signedIn(422),
    },
    { method: 'GET', path: '/user/sessions', expect: signedIn(200) },
    { method: 'DELETE', path: '/user/sessions', note: 'ends the caller’s other sessions (none here)', expect: signedIn(200) },
    {
      method: 'DELETE',
      path: '/user/sessions/:id',
      setup: async () => ({ id: 'f'.repeat(32) }),
      note: 'an unknown session of the caller',
      expect: signedIn(404),
    },
  ],
};
