import {
  ATTACHMENT_CONTENT_TYPES,
  type AttachmentDefinitionDto,
  type AttachmentDto,
  type AttachmentStatus,
  type AttachmentTarget,
  type DocumentationStatus,
} from '@eventdesk/shared';
import { HttpError } from 'react-admin';

/** Whose documents: an attendee, a vehicle or a company (the API's holder fields), with what decides which documents apply. */
export type DocumentHolder =
  | { kind: 'ATTENDEE'; id: number; categoryId: number | null }
  | { kind: 'VEHICLE'; id: number; vehicleType: string }
  | { kind: 'COMPANY'; id: number };

export const HOLDER_FIELD: Record<AttachmentTarget, string> = {
  ATTENDEE: 'attendee_id',
  VEHICLE: 'vehicle_id',
  COMPANY: 'event_company_id',
};

export const STATUS_COLOR: Record<AttachmentStatus | DocumentationStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  VALID: 'success',
  COMPLETE: 'success',
  TO_VALIDATE: 'info',
  MISSING: 'warning',
  REJECTED: 'error',
  EXPIRED: 'error',
};

/** Whether a document definition is asked of the holder: active, of its kind, and for its category or vehicle type (none listed: all). */
export function applies(definition: AttachmentDefinitionDto, holder: DocumentHolder): boolean {
  if (definition.target !== holder.kind || !definition.active) return false;
  if (holder.kind === 'ATTENDEE')
    return definition.attendee_category_ids.length === 0 || definition.attendee_category_ids.includes(holder.categoryId ?? -1);
  if (holder.kind === 'VEHICLE')
    return definition.vehicle_types.length === 0 || (definition.vehicle_types as string[]).includes(holder.vehicleType);
  return true;
}

/** An API error as a line: the field errors joined, else the message, else react-admin's generic key. */
export const errorText = (e: unknown) => {
  const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> } | undefined) : undefined;
  return body?.errors ? Object.values(body.errors).join(' ') : (e as Error).message || 'ra.notification.http_error';
};

/** The active definitions of documents for a kind of holder. */
export const definitionsUrl = (eventId: number, kind: AttachmentTarget) =>
  `/api/events/${eventId}/attachment-definitions?filter=${encodeURIComponent(JSON.stringify({ target: kind, active: true }))}&range=[0,199]`;

/** A holder's files, current and replaced. */
export const attachmentsUrl = (eventId: number, holder: DocumentHolder) =>
  `/api/events/${eventId}/attachments?filter=${encodeURIComponent(JSON.stringify({ [HOLDER_FIELD[holder.kind]]: holder.id, holder_type: holder.kind }))}&range=[0,499]`;

/** The file picker's accepted content types for a definition. */
export const acceptOf = (definition: AttachmentDefinitionDto) => definition.file_types.map((t) => ATTACHMENT_CONTENT_TYPES[t]).join(',');

const dateLocale = (locale: 'it' | 'en') => (locale === 'en' ? 'en-GB' : 'it-IT');

/** A calendar date (`YYYY-MM-DD`, e.g. an expiry) in the language of the page. */
export const calendarDate = (locale: 'it' | 'en', iso: string) => new Date(`${iso}T00:00:00`).toLocaleDateString(dateLocale(locale));

/** The day a file was uploaded, in the language of the page. */
export const uploadDay = (locale: 'it' | 'en', iso: string) => new Date(iso).toLocaleDateString(dateLocale(locale));

/** What a role may do with a holder's documents: its UI configuration's actions, and the rule book (decisions are `review`). */
export interface DocumentRights {
  upload: boolean;
  validate: boolean;
  expire: boolean;
  preview: boolean;
}

export function documentRights(actions: Set<string>, can: (action: string, subject: string) => boolean): DocumentRights {
  return {
    upload: actions.has('upload') && can('create', 'Attachment'),
    // Decisions are the staff's whatever the configuration lists (issue 26 item 2): the rule book's `review`.
    validate: actions.has('validation') && can('review', 'Attachment'),
    expire: actions.has('expire') && can('review', 'Attachment'),
    preview: actions.has('preview'),
  };
}

/** The buttons of one file: decisions on the current file only, and none that would leave it as it is. */
export function fileActions(file: Pick<AttachmentDto, 'current' | 'status'>, rights: DocumentRights) {
  return {
    preview: rights.preview,
    approve: file.current && rights.validate && file.status !== 'VALID',
    reject: file.current && rights.validate && file.status !== 'REJECTED',
    expire: file.current && rights.expire && file.status !== 'EXPIRED',
  };
}

/** The upload's form, or the translation key of why not yet (the expiry date the document asks for). */
export function uploadForm(
  definition: Pick<AttachmentDefinitionDto, 'id' | 'expiry_required'>,
  holderField: string,
  holderId: number,
  expiresAt: string,
  file: File,
): FormData | 'resources.attachments.expiry_first' {
  if (definition.expiry_required && !expiresAt) return 'resources.attachments.expiry_first';
  const form = new FormData();
  form.set('definition_id', String(definition.id));
  form.set(holderField, String(holderId));
  if (expiresAt) form.set('expires_at', expiresAt);
  form.set('file', file);
  return form;
}
