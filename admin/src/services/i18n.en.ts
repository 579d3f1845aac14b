import { SCAN_LABELS } from '@eventdesk/shared';
import { ATTENDEE_PASS_REFUSALS } from '../i18n/pass-refusals';

/** The services folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
export const en = {
  resources: {
    services: {
      empty: 'No services: create the first one (e.g. a lunch), then choose who is entitled to it',
      name: 'Service |||| Services',
      fields: {
        name_it: 'Name (Italian)',
        name_en: 'Name (English)',
        zone_id: 'Served in the zone',
        starts_at: 'From',
        ends_at: 'To',
        attendee_category_ids: 'Categories that may use it',
        limit_per_attendee: 'Units per attendee',
        used: 'Taken',
        active: 'Active',
      },
      helpers: { categories: 'None: every category' },
      reasons: {
        ...ATTENDEE_PASS_REFUSALS.en,
        // The gate's own refusals, in the gate's words (issue 29 item 11).
        pending: SCAN_LABELS.reason.en.pending,
        documents: SCAN_LABELS.reason.en.documents,
        not_paid: SCAN_LABELS.reason.en.not_paid,
        inactive: 'Service not active',
        outside_window: 'Not served now',
        category: 'Not for this category',
        limit_reached: 'Limit reached',
      },
    },
  },
};
