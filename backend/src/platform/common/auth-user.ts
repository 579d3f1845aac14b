import type { AuthzUser } from '@eventdesk/shared';

/** The signed-in user as every request sees it, reloaded from the database on each request (auth/). */
export interface AuthUser extends AuthzUser {
  name: string;
  email: string;
  two_factor_confirmed: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
  }
}
