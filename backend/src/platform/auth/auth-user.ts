import type { AuthUser } from '../common/auth-user';
import type { User } from '../users/user.entity';

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
