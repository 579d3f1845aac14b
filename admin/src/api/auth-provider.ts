import type { CurrentUserDto } from '@eventdesk/shared';
import type { AuthProvider } from 'react-admin';
import { apiFetch, refreshCsrf } from './http';

export const ENROLMENT_ROUTE = '/enable-two-factor-auth';
export const CHALLENGE_ROUTE = '/two-factor-challenge';

let cached: { user: CurrentUserDto | null; at: number } | null = null;
const CACHE_MS = 5_000;

/** The signed-in user (`GET /api/user`), or null; cached for a few seconds across the guards of one page. */
export async function fetchCurrentUser(force = false): Promise<CurrentUserDto | null> {
  if (!force && cached && Date.now() - cached.at < CACHE_MS) return cached.user;
  try {
    const { json } = await apiFetch<CurrentUserDto>('/api/user');
    cached = { user: json, at: Date.now() };
  } catch {
    cached = { user: null, at: Date.now() };
  }
  return cached.user;
}

export function forgetCurrentUser(): void {
  cached = null;
}

export interface LoginResult {
  two_factor: boolean;
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const { json } = await apiFetch<T>(url, { method: 'POST', body: JSON.stringify(body) });
  return json;
}

/** react-admin's auth provider over the session-cookie API. */
export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    await refreshCsrf();
    const result = await postJson<LoginResult>('/login', { email, password });
    forgetCurrentUser();
    if (result.two_factor) return { redirectTo: `${CHALLENGE_ROUTE}/${encodeURIComponent(email)}` };
    const user = await fetchCurrentUser(true);
    return { redirectTo: user?.two_factor_enrolment_required ? ENROLMENT_ROUTE : '/' };
  },

  async logout() {
    try {
      await apiFetch('/logout', { method: 'POST' });
    } catch {
      // SPEC §8: logout errors are ignored.
    }
    forgetCurrentUser();
    return '/login';
  },

  async checkAuth() {
    const user = await fetchCurrentUser();
    if (!user) throw new Error('ra.auth.auth_check_error');
    if (user.two_factor_enrolment_required) throw { redirectTo: ENROLMENT_ROUTE, logoutUser: false, message: false };
  },

  async checkError(error: { status?: number; body?: { code?: string } }) {
    if (error?.status === 401) {
      forgetCurrentUser();
      throw new Error('ra.auth.auth_check_error');
    }
    if (error?.status === 403 && error.body?.code === 'two_factor_enrolment_required') {
      throw { redirectTo: ENROLMENT_ROUTE, logoutUser: false, message: false };
    }
  },

  async getIdentity() {
    const user = await fetchCurrentUser();
    if (!user) throw new Error('ra.auth.auth_check_error');
    return { id: user.id, fullName: user.name, email: user.email };
  },

  async getPermissions() {
    return fetchCurrentUser();
  },
};
