/** The tags folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
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
