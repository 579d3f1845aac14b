/** The filters folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
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
