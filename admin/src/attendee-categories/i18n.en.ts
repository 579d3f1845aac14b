/** The attendee-categories folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
export const en = {
  resources: {
    'attendee-categories': {
      name: 'Attendee category |||| Attendee categories',
      fields: { name: 'Name', attendee_count: 'Attendees' },
      in_use: 'It still has attendees: move them to another category to delete it',
    },
  },
};
