import type { en } from './i18n.en';

/** I testi della cartella polls: i18n/it.ts unisce le sezioni di ogni cartella nel catalogo. */
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
