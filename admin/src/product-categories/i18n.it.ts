import type { en } from './i18n.en';

/** The product-categories folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
export const it: typeof en = {
  resources: {
    'product-categories': {
      name: 'Categoria prodotto |||| Categorie prodotti',
      fields: { name_it: 'Nome (italiano)', name_en: 'Nome (inglese)', position: 'Posizione' },
      helpers: { name_en: 'Vuoto: si mostra il nome italiano', position: 'I numeri più piccoli vengono prima' },
    },
  },
};
