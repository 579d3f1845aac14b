/**
 * The tags folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    tags: {
      name: 'Tag |||| Tags',
      fields: { name: 'Name', color: 'Colour' },
      helpers: { color: 'The tag’s colour in lists' },
      delete_content: 'The tag will be taken off every attendee who has it.',
    },
  },
};

export const it: typeof en = {
  resources: {
    tags: {
      name: 'Etichetta |||| Etichette',
      fields: { name: 'Nome', color: 'Colore' },
      helpers: { color: 'Il colore dell’etichetta negli elenchi' },
      delete_content: 'L’etichetta verrà tolta a tutti i partecipanti che la hanno.',
    },
  },
};
