/** The polls folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
export const en = {
  menu: { polls: 'Voting' },
  resources: {
    polls: {
      empty: 'No polls: write a question and its options, then open it when the room should vote',
      name: 'Poll |||| Polls',
      fields: {
        question_it: 'Question (Italian)',
        question_en: 'Question (English)',
        options: 'Options',
        label_it: 'Option (Italian)',
        label_en: 'Option (English)',
        multiple: 'Multiple choice',
        max_choices: 'Options a vote may name',
        anonymous: 'Anonymous',
        revote: 'A second vote',
        public_results: 'Voters see the results',
        session_id: 'Session',
        status: 'Status',
        votes: 'Votes',
      },
      helpers: {
        question_en: 'Empty: the Italian question is shown',
        max_choices: 'Empty: all of them',
        anonymous: 'Nobody, not even staff, can see who voted what',
        public_results: 'The counts appear on the attendees’ voting page; the projector always shows them',
      },
      revote: { REPLACE: 'replaces the first', REFUSE: 'is refused' },
      status: { DRAFT: 'Draft', OPEN: 'Open', CLOSED: 'Closed' },
      actions: { open: 'Open', close: 'Close', results: 'Projector' },
      notifications: { opened: 'Poll open: attendees can vote', closed: 'Poll closed' },
      no_session: 'The whole event',
      projector: {
        votes: '%{smart_count} vote |||| %{smart_count} votes',
        turnout: 'turnout %{percent} %',
        vote_at: 'Vote at %{url}',
        status: { DRAFT: 'Not open yet', OPEN: 'Voting open', CLOSED: 'Voting closed' },
        live_off: 'Reconnecting…',
        not_found: 'Poll not found',
      },
    },
  },
};
