/** The event-category folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
export const en = {
  event_category: {
    explain: 'The category classifies the event (congress, trade fair, sport event…) in lists and statistics.',
    label: 'Event category',
    none: 'No category',
    manage: 'Manage categories',
  },
};
