/**
 * The event-category folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  event_category: {
    explain: 'The category classifies the event (congress, trade fair, sport event…) in lists and statistics.',
    label: 'Event category',
    none: 'No category',
    manage: 'Manage categories',
  },
};

export const it: typeof en = {
  event_category: {
    explain: 'La categoria classifica l’evento (congresso, fiera, evento sportivo…) negli elenchi e nelle statistiche.',
    label: 'Categoria dell’evento',
    none: 'Nessuna categoria',
    manage: 'Gestisci le categorie',
  },
};
