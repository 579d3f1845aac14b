import type { en } from './i18n.en';

/** The company-portal folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
export const it: typeof en = {
  resources: {
    portal: {
      no_quota: 'Nessuna quota',
      to_fix: 'Documenti da sistemare',
      no_requests: 'Nessuna richiesta di accesso',
      company_documents: 'Documenti dell’azienda',
    },
  },
};
