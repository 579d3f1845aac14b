import type { en } from './i18n.en';

/** The zones folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
export const it: typeof en = {
  resources: {
    zones: {
      empty: 'Nessuna zona: crea la prima zona, poi decidi chi entra (categorie o diritti)',
      name: 'Zona |||| Zone',
      fields: {
        name_it: 'Nome (italiano)',
        name_en: 'Nome (inglese)',
        code: 'Codice',
        color: 'Colore',
        capacity: 'Capienza',
        parent_id: 'Dentro la zona',
        windows: 'Orari di apertura',
        from: 'Dalle',
        to: 'Alle',
        active: 'Attiva',
        anti_passback: 'Antipassback',
        default_attendee_category_ids: 'Categorie che vi entrano',
        default_vehicle_types: 'Tipi di veicolo che vi entrano',
        ticket_product_ids: 'Prodotti che fanno da biglietto',
        ticket_exempt_category_ids: 'Categorie esenti dal biglietto',
      },
      helpers: {
        anti_passback: 'Chi è dentro non può rientrare prima di essere uscito',
        name_en: 'Vuoto: si mostra il nome italiano',
        code: 'Quello che mostrano i badge e il varco (es. PADDOCK)',
        capacity: 'Vuoto: nessun limite',
        parent: 'La zona in cui si trova (es. la corsia box nel paddock)',
        windows: 'Nessun orario: sempre aperta',
        defaults: 'Chi ha questa categoria o questo tipo di veicolo può entrare senza altro permesso',
        ticket_product_ids:
          'Entra solo il partecipante con un ordine pagato di uno di questi prodotti (es. l’iscrizione, non la cena). Nessuno: non si chiede il pagamento',
        ticket_exempt_category_ids: 'Chi ha queste categorie entra senza biglietto (es. espositori, relatori, stampa, staff)',
      },
      always: 'Sempre',
      ticket_rule: 'Solo con biglietto pagato',
      ticket_required: 'Biglietto pagato',
      windows_count: '%{smart_count} orario |||| %{smart_count} orari',
    },
  },
};
