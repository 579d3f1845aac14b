/**
 * The attendee-categories folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    'attendee-categories': {
      name: 'Attendee category |||| Attendee categories',
      fields: { name: 'Name', attendee_count: 'Attendees' },
      in_use: 'It still has attendees: move them to another category to delete it',
    },
  },
};

export const it: typeof en = {
  resources: {
    'attendee-categories': {
      name: 'Categoria partecipanti |||| Categorie partecipanti',
      fields: { name: 'Nome', attendee_count: 'Partecipanti' },
      in_use: 'Ha ancora partecipanti: spostali in un’altra categoria per eliminarla',
    },
  },
};
