import type { PassHolderType } from '@eventdesk/shared';
import { defineSignal } from '../../platform/signals/signals';

/** A holder's access rights changed (granted, revoked, a request decided): the gates must hear of it. */
export const RIGHTS_CHANGED = defineSignal<{ eventId: number; holderType: PassHolderType; holderId: number }>('access.rights-changed');

/** The event's zone defaults changed: every holder's access may have changed at the gates. */
export const ZONE_DEFAULTS_CHANGED = defineSignal<{ eventId: number }>('access.zone-defaults-changed');

/** The holder of an access right (one of the two is set). */
export const rightHolder = (right: { attendeeId: number | null; vehicleId: number | null }): { holderType: PassHolderType; holderId: number } =>
  right.attendeeId !== null ? { holderType: 'ATTENDEE', holderId: right.attendeeId } : { holderType: 'VEHICLE', holderId: right.vehicleId! };
