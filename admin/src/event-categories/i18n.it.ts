import type { en } from './i18n.en';

/** The event-categories folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
export const it: typeof en = {
  resources: {
    'event-categories': { name: 'Categoria evento |||| Categorie eventi', fields: { name: 'Nome' } },
  },
};
