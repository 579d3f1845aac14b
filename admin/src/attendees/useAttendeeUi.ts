import { defineAbilityFor, fieldScope, type CurrentUserDto, type UiField } from '@eventdesk/shared';
import { useMemo } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useCurrentEvent } from '../routing/EventContext';
import type { EventAction } from '../routing/useEventAbility';

export interface AttendeeUi {
  eventId: number;
  /** Every field of the caller's configuration, by name. */
  fields: Map<string, UiField>;
  /** Visible fields, in configuration order. */
  visible: UiField[];
  required: Set<string>;
  menu: string[];
  /** The field's alias, else its translated name. */
  label: (name: string) => string;
  menuLabel: (name: string) => string;
  canAdd: boolean;
  can: (action: EventAction, subject: string) => boolean;
}

/** The caller's attendee form and rights in the current event (UI configuration + abilities). */
export function useAttendeeUi(): AttendeeUi | null {
  const current = useCurrentEvent();
  const translate = useTranslate();
  const { permissions } = usePermissions<CurrentUserDto | null>();
  return useMemo(() => {
    if (!current) return null;
    const config = current.uiConfig;
    const ability = defineAbilityFor(permissions ?? null, current.event.id);
    // A field the rule book keeps to staff (`pending` for COMPANY, issue 26) is read-only whatever the configuration.
    const fields = new Map(
      config.attendee_fields.map((f) => [f.name, f.readonly || ability.can('update', 'Attendee', f.name) ? f : { ...f, readonly: true }]),
    );
    const menuItems = new Map(config.attendee_edit_menu.map((m) => [m.name, m]));
    return {
      eventId: current.event.id,
      fields,
      visible: config.attendee_fields.filter((f) => f.visible),
      required: new Set(fieldScope(config).required),
      menu: config.attendee_edit_menu.map((m) => m.name),
      label: (name: string) => fields.get(name)?.alias || translate(`resources.attendees.fields.${name}`, { _: name }),
      menuLabel: (name: string) => menuItems.get(name)?.alias_singular || translate(`resources.attendees.tabs.${name}`, { _: name }),
      canAdd: config.buttons.some((b) => b.name === 'add-attendee') && ability.can('create', 'Attendee'),
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      can: (action, subject) => ability.can(action, subject as any),
    };
  }, [current, permissions, translate]);
}
