/**
 * The company-portal folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    portal: {
      no_quota: 'No quota',
      to_fix: 'Papers to fix',
      no_requests: 'No access request',
      company_documents: 'Company documents',
    },
  },
};

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
