import type { en } from './i18n.en';

/** The filters folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
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
