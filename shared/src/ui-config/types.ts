import type { Role } from '../enums';

export interface UiMenuItem {
  name: string;
  alias_singular?: string;
  alias_plural?: string;
}

export interface UiField {
  name: string;
  alias?: string;
  visible: boolean;
  required: boolean;
  readonly: boolean;
}

export interface UiConfig {
  event_menu: UiMenuItem[];
  app_menu: UiMenuItem[];
  buttons: UiMenuItem[];
  attendee_edit_menu: UiMenuItem[];
  vehicle_edit_menu: UiMenuItem[];
  accesses: UiMenuItem[];
  attachment_actions: UiMenuItem[];
  attendee_fields: UiField[];
}

export type UiMenuKey = Exclude<keyof UiConfig, 'attendee_fields'>;

/** The attendee of the self-service area has a UI configuration too, beside the event roles. */
export type UiAudience = Role | 'ATTENDEE';

/** A field entry of the stored option: only the flags it names change the default. */
export type UiFieldOverride = Pick<UiField, 'name'> & Partial<Omit<UiField, 'name'>>;

export type UiConfigEntry = Partial<Omit<UiConfig, 'attendee_fields'>> & { attendee_fields?: UiFieldOverride[] };

/** The value of an event's UI_CONFIG option, stored as JSON of this shape. */
export type UiConfigOption = Partial<Record<UiAudience, UiConfigEntry>>;
