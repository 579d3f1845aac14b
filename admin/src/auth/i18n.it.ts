import type { en } from './i18n.en';

/** The auth folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
export const it: typeof en = {
  auth: {
    email: 'E-mail',
    password: 'Password',
    sign_in: 'Accedi',
    sign_in_title: 'Accedi a Eventdesk',
    company_login: 'Accesso aziende',
    company_login_title: 'Accesso per le aziende',
    company_login_intro: 'Inserisci la tua e-mail: ti invieremo un codice di 6 cifre.',
    staff_login: 'Accesso staff',
    send_code: 'Invia il codice',
    code_sent: 'Se l’indirizzo è registrato, il codice è in arrivo. Vale 10 minuti.',
    code: 'Codice',
    code_help: 'Le 6 cifre dell’app di autenticazione o dell’e-mail',
    verify: 'Verifica',
    use_recovery_code: 'Usa un codice di recupero',
    use_code: 'Usa un codice dell’app',
    recovery_code: 'Codice di recupero',
    email_me_code: 'Inviami invece un codice via e-mail',
    challenge_title: 'Verifica in due passaggi',
    challenge_intro: 'Inserisci il codice mostrato dalla tua app di autenticazione.',
    invalid_login: 'E-mail o password non corrette.',
    throttled: 'Troppi tentativi. Riprova tra %{seconds} secondi.',
    enrol_title: 'Attiva la verifica in due passaggi',
    enrol_intro:
      'La verifica in due passaggi è obbligatoria. Inquadra il codice QR con un’app di autenticazione (Google Authenticator, Microsoft Authenticator, FreeOTP…) e inserisci il codice che mostra.',
    enrol_manual: 'Non riesci a inquadrarlo? Digita questa chiave nell’app:',
    enrol_confirm: 'Conferma',
    recovery_title: 'I tuoi codici di recupero',
    recovery_intro:
      'Conserva questi codici in un luogo sicuro. Ognuno permette un accesso se perdi il telefono. Non verranno più mostrati.',
    copy: 'Copia',
    copied: 'Copiati',
    download: 'Scarica',
    continue: 'Continua',
    logging_out: 'Uscita in corso…',
    error: 'Qualcosa è andato storto: %{message}',
  },
};
