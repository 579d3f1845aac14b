/**
 * The polls folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
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

export const it: typeof en = {
  menu: { polls: 'Votazioni' },
  resources: {
    polls: {
      empty: 'Nessun sondaggio: scrivi una domanda e le sue opzioni, poi aprilo quando la sala deve votare',
      name: 'Sondaggio |||| Sondaggi',
      fields: {
        question_it: 'Domanda (italiano)',
        question_en: 'Domanda (inglese)',
        options: 'Opzioni',
        label_it: 'Opzione (italiano)',
        label_en: 'Opzione (inglese)',
        multiple: 'Scelta multipla',
        max_choices: 'Opzioni che un voto può indicare',
        anonymous: 'Anonimo',
        revote: 'Un secondo voto',
        public_results: 'I votanti vedono i risultati',
        session_id: 'Sessione',
        status: 'Stato',
        votes: 'Voti',
      },
      helpers: {
        question_en: 'Vuoto: si mostra la domanda italiana',
        max_choices: 'Vuoto: tutte',
        anonymous: 'Nessuno, nemmeno lo staff, può vedere chi ha votato cosa',
        public_results: 'I conteggi compaiono nella pagina di voto dei partecipanti; il proiettore li mostra sempre',
      },
      revote: { REPLACE: 'sostituisce il primo', REFUSE: 'è rifiutato' },
      status: { DRAFT: 'Bozza', OPEN: 'Aperto', CLOSED: 'Chiuso' },
      actions: { open: 'Apri', close: 'Chiudi', results: 'Proiettore' },
      notifications: { opened: 'Sondaggio aperto: i partecipanti possono votare', closed: 'Sondaggio chiuso' },
      no_session: 'Tutto l’evento',
      projector: {
        votes: '%{smart_count} voto |||| %{smart_count} voti',
        turnout: 'affluenza %{percent} %',
        vote_at: 'Vota su %{url}',
        status: { DRAFT: 'Non ancora aperto', OPEN: 'Votazione aperta', CLOSED: 'Votazione chiusa' },
        live_off: 'Riconnessione…',
        not_found: 'Sondaggio inesistente',
      },
    },
  },
};
