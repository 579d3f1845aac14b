import { SCAN_LABELS } from '@eventdesk/shared';
import { ATTENDEE_PASS_REFUSALS } from '../i18n/pass-refusals';
import type { en } from './i18n.en';

/** The services folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
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
