/**
 * The zones folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    zones: {
      empty: 'No zones: create the first zone, then decide who enters (categories or rights)',
      name: 'Zone |||| Zones',
      fields: {
        name_it: 'Name (Italian)',
        name_en: 'Name (English)',
        code: 'Code',
        color: 'Colour',
        capacity: 'Capacity',
        parent_id: 'Inside the zone',
        windows: 'Opening times',
        from: 'From',
        to: 'To',
        active: 'Active',
        anti_passback: 'Anti-passback',
        default_attendee_category_ids: 'Categories that may enter',
        default_vehicle_types: 'Vehicle types that may enter',
        ticket_product_ids: 'Products that act as a ticket',
        ticket_exempt_category_ids: 'Categories exempt from the ticket',
      },
      helpers: {
        anti_passback: 'Who is inside cannot enter again before going out',
        name_en: 'Empty: the Italian name is shown',
        code: 'What badges and the gate show (e.g. PADDOCK)',
        capacity: 'Empty: no limit',
        parent: 'The zone it lies in (e.g. the pit lane in the paddock)',
        windows: 'No times: always open',
        defaults: 'Holders of this category or vehicle type may enter without another right',
        ticket_product_ids:
          'Only an attendee with a paid order of one of these products enters (e.g. the registration, not the dinner). None: no payment asked',
        ticket_exempt_category_ids: 'Attendees of these categories enter without a ticket (e.g. exhibitors, speakers, press, staff)',
      },
      always: 'Always',
      ticket_rule: 'Only with a paid ticket',
      ticket_required: 'Paid ticket',
      windows_count: '%{smart_count} time |||| %{smart_count} times',
    },
  },
};

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
