import { defineAbilityFor, type Action, type CurrentUserDto, type EventSubject } from '@eventdesk/shared';
import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { useCurrentEvent } from './EventContext';

/** The rule book's actions (shared ACTIONS) but `manage`, which only a rule grants. */
export type EventAction = Exclude<Action, 'manage'>;

/**
 * What the caller may do in the current event, from the same CASL rules the API enforces (the UI
 * only hides what the API would refuse anyway): `const can = useEventAbility(); can('update', 'Tag')`;
 * with a field, the rule book's field rules (`can('update', 'EventCompany', 'attendee_quota')`).
 */
export type EventCan = (action: EventAction, subject: EventSubject, field?: string) => boolean;

export function useEventAbility(): EventCan {
  const eventId = useCurrentEvent()?.event.id ?? null;
  const { permissions } = usePermissions<CurrentUserDto | null>();
  return useMemo<EventCan>(() => {
    if (eventId === null || !permissions) return () => false;
    const ability = defineAbilityFor(permissions, eventId);
    return (action, subject, field) => ability.can(action, subject, field);
  }, [eventId, permissions]);
}
