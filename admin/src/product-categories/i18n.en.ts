/** The product-categories folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
export const en = {
  resources: {
    'product-categories': {
      name: 'Product category |||| Product categories',
      fields: { name_it: 'Name (Italian)', name_en: 'Name (English)', position: 'Position' },
      helpers: { name_en: 'Empty: the Italian name is shown', position: 'Smaller numbers come first' },
    },
  },
};
