/**
 * The account folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  account: {
    title: 'My account',
    menu: 'My account',
    intro: 'Changing your password ends your other sessions. Changes to an account ask for your password once every 15 minutes.',
    password_title: 'Password',
    password_intro: 'At least 10 characters, not a common one, without your name or e-mail.',
    current_password: 'Current password',
    password: 'New password',
    password_confirmation: 'Repeat the new password',
    change_password: 'Change password',
    password_changed:
      'Password changed |||| Password changed: %{smart_count} other session ended |||| Password changed: %{smart_count} other sessions ended',
    sessions_title: 'Signed-in sessions',
    device: 'Browser',
    ip: 'Address',
    signed_in: 'Signed in',
    last_seen: 'Last seen',
    this_session: 'This session',
    end: 'End',
    end_others: 'End the other sessions',
    sessions_ended: 'No session ended |||| %{smart_count} session ended |||| %{smart_count} sessions ended',
    confirm: {
      title: 'Confirm it is you',
      intro: 'This change needs your password (or a code of your authenticator app).',
      use_code: 'Use a code instead',
      use_password: 'Use the password instead',
      submit: 'Confirm',
    },
  },
};

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
