import { AbilityBuilder, createMongoAbility } from '@casl/ability';
import type { Role } from '../enums';
import { EVENT_SUBJECTS, type AppAbility } from './subjects';

export interface AuthzUser {
  id: number;
  /** A user DTO's 0/1 (SPEC §3) or the server's boolean. */
  is_superadmin: boolean | 0 | 1;
  events: { id: number; role: Role; event_company_id: number | null }[];
}
export type EventMembership = AuthzUser['events'][number];

type Can = AbilityBuilder<AppAbility>['can'];
type Cannot = AbilityBuilder<AppAbility>['cannot'];

/** Fields of attendees and vehicles only staff decide (issue 26 item 2), whatever a COMPANY user's UI configuration says. */
export const STAFF_DECIDED_HOLDER_FIELDS = ['pending'] as const;

/** Fields of a company only the event ADMIN sets (issue 26 item 15): how many attendees and vehicles it may register. */
export const COMPANY_QUOTA_FIELDS = ['attendee_quota', 'vehicle_quota'] as const;

const CRUD = ['read', 'create', 'update', 'delete'] as const;

/** What each event role may do inside its event, on top of what every role may do. */
const rolePermissions: Record<Role, (can: Can, membership: EventMembership, cannot: Cannot) => void> = {
  ADMIN(can, { id }) {
    can('update', 'Event', { id });
    can('manage', [...EVENT_SUBJECTS]);
  },
  USER(can, _membership, cannot) {
    can([...CRUD], ['Attendee', 'Vehicle', 'EventCompany', 'Attachment']);
    cannot(['create', 'update'], 'EventCompany', [...COMPANY_QUOTA_FIELDS]);
    // Validating, rejecting and expiring files (issue 26 item 2); the ADMIN has it through `manage`.
    can('review', 'Attachment');
    can('read', ['Report', 'AttendeeCategory', 'Tag', 'Filter', 'Stats', 'Zone', 'AttachmentDefinition']);
    can(['create', 'read'], 'AccessControlRequest');
    can('request', 'AccessControl');
    can('create', 'Filter');
  },
  VIEWER(can) {
    can('read', ['Attendee', 'Vehicle', 'EventCompany', 'Report', 'AttendeeCategory', 'Tag', 'Stats', 'Zone']);
  },
  SECRETARY(can, _membership, cannot) {
    // 'create' AccessControl is scanning at the gates; granting a zone ('grant') is the ADMIN's (issue 26 item 14).
    can(['read', 'create', 'update'], ['Attendee', 'Vehicle', 'EventCompany', 'AccessControl']);
    cannot(['create', 'update'], 'EventCompany', [...COMPANY_QUOTA_FIELDS]);
    can(['create', 'read'], 'AccessControlRequest');
    can('request', 'AccessControl');
    can('read', ['AttendeeCategory', 'Tag', 'Stats', 'Zone', 'AttachmentDefinition', 'Attachment', 'Service']);
    can(['read', 'update'], 'Cloakroom');
  },
  COMPANY(can, { event_company_id: companyId }, cannot) {
    // A company user without a company owns no rows; a null condition would match unassigned ones.
    if (companyId === null) return;
    const own = { event_company_id: companyId };
    can([...CRUD], ['Attendee', 'Vehicle', 'Attachment'], own);
    // A company neither confirms its own people and vehicles nor decides its own files (issue 26 item 2).
    cannot(['create', 'update'], ['Attendee', 'Vehicle'], [...STAFF_DECIDED_HOLDER_FIELDS]);
    can('read', 'EventCompany', { id: companyId });
    can('read', ['AttachmentDefinition', 'Zone']);
    can(['create', 'read'], 'AccessControlRequest', own);
    can('read', 'Stats', own);
    can('request', 'AccessControl');
    can('read', 'AttendeeCategory');
  },
};

/**
 * The ability of `user` in the event `eventId`, or outside any event when `eventId` is null.
 * Records are matched by subject type: wrap plain rows with `subject('Attendee', row)`.
 */
export function defineAbilityFor(user: AuthzUser | null, eventId: number | null): AppAbility {
  const { can, cannot, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (user?.is_superadmin) {
    can('manage', 'all');
  } else if (user && eventId === null) {
    const eventIds = user.events.map((e) => e.id);
    if (eventIds.length > 0) can('read', 'Event', { id: { $in: eventIds } });
  } else if (user && eventId !== null) {
    const membership = membershipIn(user, eventId);
    if (membership) {
      can('read', 'Event', { id: eventId });
      can('read', 'UiConfig');
      rolePermissions[membership.role](can, membership, cannot);
    }
  }
  return build();
}

export function membershipIn(user: AuthzUser, eventId: number): EventMembership | undefined {
  return user.events.find((e) => e.id === eventId);
}
