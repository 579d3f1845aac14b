/** The company-portal folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
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
