/**
 * The event-categories folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    'event-categories': { name: 'Event category |||| Event categories', fields: { name: 'Name' } },
  },
};

export const it: typeof en = {
  resources: {
    'event-categories': { name: 'Categoria evento |||| Categorie eventi', fields: { name: 'Nome' } },
  },
};
