import type { en } from './i18n.en';

/** The quickmode folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
export const it: typeof en = {
  quickmode: {
    first_entry: 'Entrato il %{at} dal varco %{device}',
    amount_due: 'Da pagare: %{amount}',
    overridden: 'Ammesso comunque (era: %{reason})',
    override: 'Ammetti comunque',
    override_title: 'Ammetti comunque: il motivo',
    override_note: 'Motivo (obbligatorio)',
    override_help: 'Registrato con la scansione, con il tuo nome.',
    open: 'Modalità rapida',
    back: 'Torna all’evento',
    not_allowed: 'Solo chi concede gli accessi (ADMIN, SECRETARY) scansiona ai varchi.',
    waiting: 'Scansiona un pass',
    zone: 'Zona o punto servizio',
    choose_zone: 'Scegli la zona di questo varco (o un punto servizio)',
    code: 'Codice del pass (lettore o tastiera, poi Invio)',
    camera: 'Fotocamera',
    camera_error: 'La fotocamera non è utilizzabile: %{message}',
    search: 'Cerca per nome',
    search_label: 'Nome, codice, e-mail o targa',
    search_offline: 'La ricerca richiede la rete: %{message}',
    recent: 'Ultime scansioni',
    online: 'In linea',
    offline: 'Non in linea',
    queue: '%{smart_count} da inviare |||| %{smart_count} da inviare',
    decided_offline: 'Deciso offline',
    loading_list: 'Scarico l’elenco offline: %{count}',
    service_points: 'Punti servizio',
    units: '%{used} di %{limit} usati',
  },
};
