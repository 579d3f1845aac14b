/**
 * @jest-environment node
 */
import { authProvider } from './auth-provider';

describe('the auth provider', () => {
  it('sends the user back to the login on 401 and to enrolment on the enrolment 403', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(authProvider.checkError({ status: 403, body: { code: 'two_factor_enrolment_required' } })).rejects.toMatchObject({
      redirectTo: '/enable-two-factor-auth',
      logoutUser: false,
    });
  });

  it('keeps the session on other errors', async () => {
    await expect(authProvider.checkError({ status: 403, body: {} })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 422 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });
});
