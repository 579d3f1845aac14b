import type { AuthzUser } from '@eventdesk/shared';
import type { User } from '../users/user.entity';

/** The signed-in user as every request sees it, reloaded from the database on each request. */
export interface AuthUser extends AuthzUser {
  name: string;
  email: string;
  two_factor_confirmed: boolean;
}

export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    is_superadmin: user.isSuperadmin,
    two_factor_confirmed: user.twoFactorConfirmedAt !== null,
    events: (user.eventRoles ?? []).map((r) => ({ id: r.eventId, role: r.role, event_company_id: r.eventCompanyId })),
  };
}

declare module 'express-serve-static-core' {
  interface Request {
    authUser?: AuthUser;
  }
}
