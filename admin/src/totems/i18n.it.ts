import type { en } from './i18n.en';

/** The totems folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
export const it: typeof en = {
  resources: {
    totems: {
      name: 'Totem |||| Totem',
      fields: {
        name: 'Nome',
        zone_id: 'Zona',
        mode: 'Modalità',
        active: 'Attivo',
        last_heartbeat_at: 'Ultimo segnale',
        last_scan_at: 'Ultima scansione',
      },
      modes: { CHECKIN: 'Check-in', PRINT: 'Stampa badge', BOTH: 'Check-in e badge', GATE: 'Varco (modalità rapida)' },
      open: 'Apri chiosco',
      maintenance: 'Manutenzione',
      maintenance_admin_only:
        'Lo stato di tutti i totem è visibile all’amministratore dell’evento. Aperta su un totem abbinato, questa pagina mostra lo stato di quel totem.',
      none: 'Nessun totem',
      choose: 'Quale totem è questo dispositivo?',
      online: 'In linea',
      offline: 'Nessun segnale',
      off: 'Disattivato',
      errors: 'Nessun errore |||| %{smart_count} errori',
      reset: 'Azzera',
      reset_done: '%{name}: azzerato, riparte al prossimo segnale',
      pairing: {
        pair_gate: 'Abbina un tablet',
        title_gate: 'Abbina un tablet al varco %{name}',
        help_gate:
          'Sul tablet inquadra il QR (o apri /#/gate e scrivi questo codice): si apre la modalità rapida di questo varco, senza account né autenticatore. Vale una volta, fino alle %{time}.',
        unpair_confirm_gate: 'I tablet abbinati al varco %{name} si fermano subito e servirà un nuovo codice. Continuare?',
        pair: 'Abbina un chiosco',
        title: 'Abbina un chiosco a %{name}',
        help: "Sul chiosco inquadra il QR o apri l'indirizzo qui sotto (o /#/kiosk) e scrivi questo codice. Vale una volta, fino alle %{time}.",
        unpair: 'Scollega',
        unpair_confirm: 'I chioschi abbinati a %{name} si fermano subito e servirà un nuovo codice. Continuare?',
        unpaired: '%{smart_count} chiosco scollegato |||| %{smart_count} chioschi scollegati',
        unpaired_none: 'Nessun chiosco era abbinato',
        enter: 'Abbina questo chiosco',
        enter_help: "Scrivi il codice che l'ADMIN dell'evento vede nell'elenco dei totem",
        code: 'Codice di abbinamento',
        go: 'Abbina',
        pairing: 'Abbinamento in corso…',
      },
      kiosk: {
        title: 'Ti diamo il benvenuto',
        scan: 'Avvicina il QR del tuo badge al lettore',
        scan_label: 'Il codice del tuo pass',
        type: 'Digita il codice',
        type_label: 'Il codice stampato sotto il QR',
        email: 'Usa la tua e-mail',
        email_label: 'La tua e-mail',
        otp_label: 'Il codice che ti abbiamo inviato',
        otp_sent: 'Ti abbiamo inviato un codice per e-mail: digitalo qui',
        go: 'Continua',
        welcome: 'Ti diamo il benvenuto, %{name}!',
        // Until badges print (they come with the badge layouts), the badge is collected at the desk (issue 29 item 9).
        collect: 'Ritira il tuo badge al banco accrediti',
        printed_before: 'Il tuo badge è già stato emesso: se ti serve, chiedine uno nuovo al banco accrediti',
        sorry: 'Non possiamo farti entrare qui',
        invalid_code: 'Il codice non è corretto',
        ask_desk: 'Rivolgiti al banco accrediti',
      },
    },
  },
};
