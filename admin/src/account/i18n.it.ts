import type { en } from './i18n.en';

/** The account folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
export const it: typeof en = {
  account: {
    title: 'Il mio account',
    menu: 'Il mio account',
    intro: 'Cambiare la password chiude le altre sessioni. Le modifiche a un account chiedono la password una volta ogni 15 minuti.',
    password_title: 'Password',
    password_intro: 'Almeno 10 caratteri, non tra le più comuni, senza il tuo nome o la tua e-mail.',
    current_password: 'Password attuale',
    password: 'Nuova password',
    password_confirmation: 'Ripeti la nuova password',
    change_password: 'Cambia password',
    password_changed:
      'Password cambiata |||| Password cambiata: chiusa %{smart_count} altra sessione |||| Password cambiata: chiuse %{smart_count} altre sessioni',
    sessions_title: 'Sessioni aperte',
    device: 'Browser',
    ip: 'Indirizzo',
    signed_in: 'Accesso',
    last_seen: 'Ultima attività',
    this_session: 'Questa sessione',
    end: 'Chiudi',
    end_others: 'Chiudi le altre sessioni',
    sessions_ended: 'Nessuna sessione chiusa |||| %{smart_count} sessione chiusa |||| %{smart_count} sessioni chiuse',
    confirm: {
      title: 'Conferma che sei tu',
      intro: 'Questa modifica richiede la tua password (o un codice della tua app di autenticazione).',
      use_code: 'Usa invece un codice',
      use_password: 'Usa invece la password',
      submit: 'Conferma',
    },
  },
};
