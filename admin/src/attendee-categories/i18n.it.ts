import type { en } from './i18n.en';

/** The attendee-categories folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
export const it: typeof en = {
  resources: {
    'attendee-categories': {
      name: 'Categoria partecipanti |||| Categorie partecipanti',
      fields: { name: 'Nome', attendee_count: 'Partecipanti' },
      in_use: 'Ha ancora partecipanti: spostali in un’altra categoria per eliminarla',
    },
  },
};
