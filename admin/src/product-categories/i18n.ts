/**
 * The product-categories folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    'product-categories': {
      name: 'Product category |||| Product categories',
      fields: { name_it: 'Name (Italian)', name_en: 'Name (English)', position: 'Position' },
      helpers: { name_en: 'Empty: the Italian name is shown', position: 'Smaller numbers come first' },
    },
  },
};

export const it: typeof en = {
  resources: {
    'product-categories': {
      name: 'Categoria prodotto |||| Categorie prodotti',
      fields: { name_it: 'Nome (italiano)', name_en: 'Nome (inglese)', position: 'Posizione' },
      helpers: { name_en: 'Vuoto: si mostra il nome italiano', position: 'I numeri più piccoli vengono prima' },
    },
  },
};
