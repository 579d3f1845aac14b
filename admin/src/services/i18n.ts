import { SCAN_LABELS } from '@eventdesk/shared';
import { ATTENDEE_PASS_REFUSALS } from '../i18n/pass-refusals';

/**
 * The services folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
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

export const it: typeof en = {
  resources: {
    services: {
      empty: 'Nessun servizio: crea il primo (es. un pranzo), poi scegli chi ne ha diritto',
      name: 'Servizio |||| Servizi',
      fields: {
        name_it: 'Nome (italiano)',
        name_en: 'Nome (inglese)',
        zone_id: 'Servito nella zona',
        starts_at: 'Dalle',
        ends_at: 'Alle',
        attendee_category_ids: 'Categorie che possono usarlo',
        limit_per_attendee: 'Unità per partecipante',
        used: 'Usati',
        active: 'Attivo',
      },
      helpers: { categories: 'Nessuna: tutte le categorie' },
      reasons: {
        ...ATTENDEE_PASS_REFUSALS.it,
        // The gate's own refusals, in the gate's words (issue 29 item 11).
        pending: SCAN_LABELS.reason.it.pending,
        documents: SCAN_LABELS.reason.it.documents,
        not_paid: SCAN_LABELS.reason.it.not_paid,
        inactive: 'Servizio non attivo',
        outside_window: 'Non servito ora',
        category: 'Non previsto per questa categoria',
        limit_reached: 'Limite raggiunto',
      },
    },
  },
};
