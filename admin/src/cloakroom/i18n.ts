import { ATTENDEE_PASS_REFUSALS } from '../i18n/pass-refusals';

/**
 * The cloakroom folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    hangers: {
      empty: 'No hangers: add the first rack',
      name: 'Hanger |||| Hangers',
      fields: { rack: 'Rack', number: 'Number', holder: 'Held by', taken_at: 'Since' },
      add_rack: 'Add a rack',
      from: 'From no.',
      to: 'To no.',
      rack_created: 'One hanger added |||| %{smart_count} hangers added',
      desk: 'Cloakroom desk',
      deposit: 'Deposit',
      return: 'Return',
      scan_pass: 'Scan the pass (or type it), then Enter',
      scan_either: 'Scan the pass or the hanger tag (A-12), then Enter',
      given: 'Hang the coat here',
      freed: 'Fetch this hanger: it is free again',
      action: 'Action',
      hide_answer: 'Hide the answer',
      not_allowed: 'The cloakroom desk is for those who may record deposits and returns (the event’s administrators and secretaries).',
      offline_notice: 'Offline: deposits and returns cannot be recorded until the network is back.',
      offline_deposit: 'Offline: deposit NOT recorded. Do not hang the coat: try again when the network is back.',
      offline_return: 'Offline: return NOT recorded. Try again when the network is back.',
      not_sent: 'Offline: not recorded',
      retry: 'Try again',
      reasons: {
        ...ATTENDEE_PASS_REFUSALS.en,
        cloakroom_full: 'No free hanger',
        hanger_taken: 'That hanger is taken',
        no_hanger: 'No hanger to return',
        holds_one: 'Already holds this hanger',
      },
    },
  },
};

export const it: typeof en = {
  resources: {
    hangers: {
      empty: 'Nessuna gruccia: aggiungi la prima rastrelliera',
      name: 'Gruccia |||| Grucce',
      fields: { rack: 'Stender', number: 'Numero', holder: 'Di', taken_at: 'Dalle' },
      add_rack: 'Aggiungi uno stender',
      from: 'Dal n.',
      to: 'Al n.',
      rack_created: 'Una gruccia aggiunta |||| %{smart_count} grucce aggiunte',
      desk: 'Banco guardaroba',
      deposit: 'Deposito',
      return: 'Ritiro',
      scan_pass: 'Scansiona il pass (o digitalo), poi Invio',
      scan_either: 'Scansiona il pass o il cartellino (A-12), poi Invio',
      given: 'Appendi qui il cappotto',
      freed: 'Prendi questa gruccia: torna libera',
      action: 'Operazione',
      hide_answer: 'Nascondi la risposta',
      not_allowed: 'Il banco guardaroba è per chi può registrare depositi e ritiri (amministratori e segreteria dell’evento).',
      offline_notice: 'Non in linea: i depositi e i ritiri non si possono registrare finché non torna la rete.',
      offline_deposit: 'Non in linea: deposito NON registrato. Non appendere il cappotto: riprova quando torna la rete.',
      offline_return: 'Non in linea: ritiro NON registrato. Riprova quando torna la rete.',
      not_sent: 'Non in linea: non registrato',
      retry: 'Riprova',
      reasons: {
        ...ATTENDEE_PASS_REFUSALS.it,
        cloakroom_full: 'Nessuna gruccia libera',
        hanger_taken: 'Quella gruccia è occupata',
        no_hanger: 'Nessuna gruccia da ritirare',
        holds_one: 'Ha già questa gruccia',
      },
    },
  },
};
