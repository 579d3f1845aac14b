import type { en } from './i18n.en';

/** The event-category folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
export const it: typeof en = {
  event_category: {
    explain: 'La categoria classifica l’evento (congresso, fiera, evento sportivo…) negli elenchi e nelle statistiche.',
    label: 'Categoria dell’evento',
    none: 'Nessuna categoria',
    manage: 'Gestisci le categorie',
  },
};
