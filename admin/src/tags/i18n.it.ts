import type { en } from './i18n.en';

/** The tags folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
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
