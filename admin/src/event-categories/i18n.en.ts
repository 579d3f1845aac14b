/** The event-categories folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
export const en = {
  resources: {
    'event-categories': { name: 'Event category |||| Event categories', fields: { name: 'Name' } },
  },
};
