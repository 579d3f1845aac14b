import type { AttachmentDefinitionDto } from '@eventdesk/shared';
import { HttpError } from 'react-admin';
import {
  acceptOf,
  applies,
  attachmentsUrl,
  calendarDate,
  definitionsUrl,
  documentRights,
  errorText,
  fileActions,
  uploadForm,
  uploadDay,
} from './documents';

const definition = (over: Partial<AttachmentDefinitionDto> = {}) =>
  ({
    id: 3,
    target: 'ATTENDEE',
    active: true,
    attendee_category_ids: [],
    vehicle_types: [],
    file_types: ['PDF'],
    expiry_required: false,
    ...over,
  }) as AttachmentDefinitionDto;

describe('documents asked of a holder (documentation tab)', () => {
  it('asks an active definition of its kind of holder, for its categories or vehicle types (none listed: all)', () => {
    const attendee = { kind: 'ATTENDEE', id: 1, categoryId: 5 } as const;
    expect(applies(definition(), attendee)).toBe(true);
    expect(applies(definition({ active: false }), attendee)).toBe(false);
    expect(applies(definition({ target: 'VEHICLE' }), attendee)).toBe(false);
    expect(applies(definition({ attendee_category_ids: [5, 6] }), attendee)).toBe(true);
    expect(applies(definition({ attendee_category_ids: [6] }), attendee)).toBe(false);
    expect(applies(definition({ attendee_category_ids: [6] }), { ...attendee, categoryId: null })).toBe(false);
    const vehicle = { kind: 'VEHICLE', id: 2, vehicleType: 'CAR' } as const;
    expect(applies(definition({ target: 'VEHICLE' }), vehicle)).toBe(true);
    expect(applies(definition({ target: 'VEHICLE', vehicle_types: ['CAR'] as AttachmentDefinitionDto['vehicle_types'] }), vehicle)).toBe(
      true,
    );
    expect(applies(definition({ target: 'VEHICLE', vehicle_types: ['TRUCK'] as AttachmentDefinitionDto['vehicle_types'] }), vehicle)).toBe(
      false,
    );
    expect(applies(definition({ target: 'COMPANY' }), { kind: 'COMPANY', id: 9 })).toBe(true);
  });

  it('asks the API for the kind’s active definitions and the holder’s files', () => {
    expect(decodeURIComponent(definitionsUrl(4, 'VEHICLE'))).toBe(
      '/api/events/4/attachment-definitions?filter={"target":"VEHICLE","active":true}&range=[0,199]',
    );
    expect(decodeURIComponent(attachmentsUrl(4, { kind: 'COMPANY', id: 9 }))).toBe(
      '/api/events/4/attachments?filter={"event_company_id":9,"holder_type":"COMPANY"}&range=[0,499]',
    );
    expect(decodeURIComponent(attachmentsUrl(4, { kind: 'ATTENDEE', id: 1, categoryId: null }))).toContain('{"attendee_id":1,');
  });

  it('says an API error by its field errors, else its message, else the generic key', () => {
    expect(errorText(new HttpError('Bad', 400, { errors: { file: 'too big', expires_at: 'past' } }))).toBe('too big past');
    expect(errorText(new HttpError('Forbidden', 403, {}))).toBe('Forbidden');
    expect(errorText(new Error(''))).toBe('ra.notification.http_error');
  });

  it('accepts the definition’s content types and shows dates in the language of the page', () => {
    expect(acceptOf(definition({ file_types: ['PDF', 'JPEG'] }))).toBe('application/pdf,image/jpeg');
    expect(calendarDate('en', '2026-05-01')).toBe(new Date(2026, 4, 1).toLocaleDateString('en-GB'));
    expect(calendarDate('it', '2026-05-01')).toBe(new Date(2026, 4, 1).toLocaleDateString('it-IT'));
    expect(uploadDay('en', '2026-05-01T10:00:00Z')).toBe(new Date('2026-05-01T10:00:00Z').toLocaleDateString('en-GB'));
  });
});

describe('what a role may do with documents', () => {
  const all = new Set(['upload', 'validation', 'expire', 'preview']);
  const yes = () => true;
  it('needs the configured action and the rule book’s right (decisions: review)', () => {
    expect(documentRights(all, yes)).toEqual({ upload: true, validate: true, expire: true, preview: true });
    expect(documentRights(new Set(['preview']), yes)).toEqual({ upload: false, validate: false, expire: false, preview: true });
    const noReview = (action: string) => action !== 'review';
    expect(documentRights(all, noReview)).toEqual({ upload: true, validate: false, expire: false, preview: true });
    const noCreate = (action: string) => action !== 'create';
    expect(documentRights(all, noCreate).upload).toBe(false);
  });

  it('decides on the current file only, with no button that leaves it as it is', () => {
    const rights = documentRights(all, yes);
    expect(fileActions({ current: true, status: 'TO_VALIDATE' }, rights)).toEqual({
      preview: true,
      approve: true,
      reject: true,
      expire: true,
    });
    expect(fileActions({ current: true, status: 'VALID' }, rights)).toEqual({ preview: true, approve: false, reject: true, expire: true });
    expect(fileActions({ current: true, status: 'REJECTED' }, rights)).toEqual({
      preview: true,
      approve: true,
      reject: false,
      expire: true,
    });
    expect(fileActions({ current: true, status: 'EXPIRED' }, rights)).toEqual({
      preview: true,
      approve: true,
      reject: true,
      expire: false,
    });
    expect(fileActions({ current: false, status: 'TO_VALIDATE' }, rights)).toEqual({
      preview: true,
      approve: false,
      reject: false,
      expire: false,
    });
  });

  it('builds the upload, or says the expiry date comes first', () => {
    const file = new File(['%PDF'], 'libretto.pdf', { type: 'application/pdf' });
    expect(uploadForm(definition({ expiry_required: true }), 'vehicle_id', 2, '', file)).toBe('resources.attachments.expiry_first');
    const form = uploadForm(definition({ expiry_required: true }), 'vehicle_id', 2, '2027-01-31', file) as FormData;
    expect(form.get('definition_id')).toBe('3');
    expect(form.get('vehicle_id')).toBe('2');
    expect(form.get('expires_at')).toBe('2027-01-31');
    expect((form.get('file') as File).name).toBe('libretto.pdf');
    expect((uploadForm(definition(), 'attendee_id', 1, '', file) as FormData).has('expires_at')).toBe(false);
  });
});
