import type { z } from 'zod';
import type { Role } from '../enums';
import type { uiConfigSchema, uiFieldSchema, uiMenuItemSchema } from '../platform/responses';

/** A menu entry of a UI configuration, a field with the caller's flags, a whole configuration: schemas in platform/responses.ts. */
export type UiMenuItem = z.infer<typeof uiMenuItemSchema>;
export type UiField = z.infer<typeof uiFieldSchema>;
export type UiConfig = z.infer<typeof uiConfigSchema>;

export type UiMenuKey = Exclude<keyof UiConfig, 'attendee_fields'>;

/** The attendee of the self-service area has a UI configuration too, beside the event roles. */
export type UiAudience = Role | 'ATTENDEE';

/** A field entry of the stored option: only the flags it names change the default. */
export type UiFieldOverride = Pick<UiField, 'name'> & Partial<Omit<UiField, 'name'>>;

export type UiConfigEntry = Partial<Omit<UiConfig, 'attendee_fields'>> & { attendee_fields?: UiFieldOverride[] };

/** The value of an event's UI_CONFIG option, stored as JSON of this shape. */
export type UiConfigOption = Partial<Record<UiAudience, UiConfigEntry>>;
