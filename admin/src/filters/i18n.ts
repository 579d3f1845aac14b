/**
 * The filters folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    filters: {
      name: 'Saved filter |||| Saved filters',
      fields: { name: 'Name', filter: 'Conditions', shared: 'Shared', owned: 'Whose' },
      open: 'Open the list',
      mine: 'Mine',
      others: 'Another user’s',
      shared_label: 'Share with the other users of the event',
    },
  },
};

export const it: typeof en = {
  resources: {
    filters: {
      name: 'Filtro salvato |||| Filtri salvati',
      fields: { name: 'Nome', filter: 'Condizioni', shared: 'Condiviso', owned: 'Di chi' },
      open: 'Apri l’elenco',
      mine: 'Mio',
      others: 'Di un altro utente',
      shared_label: 'Condividi con gli altri utenti dell’evento',
    },
  },
};
