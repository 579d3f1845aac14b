import { ATTENDEE_PASS_REFUSALS } from '../i18n/pass-refusals';
import type { en } from './i18n.en';

/** The cloakroom folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
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
