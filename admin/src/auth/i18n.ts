/**
 * The auth folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  auth: {
    email: 'E-mail',
    password: 'Password',
    sign_in: 'Sign in',
    sign_in_title: 'Sign in to Eventdesk',
    company_login: 'Company access',
    company_login_title: 'Access for companies',
    company_login_intro: 'Enter your e-mail: we will send you a 6-digit code.',
    staff_login: 'Staff access',
    send_code: 'Send the code',
    code_sent: 'If the address is registered, a code is on its way. It is valid for 10 minutes.',
    code: 'Code',
    code_help: 'The 6 digits from your authenticator app or from the e-mail',
    verify: 'Verify',
    use_recovery_code: 'Use a recovery code',
    use_code: 'Use a code from the app',
    recovery_code: 'Recovery code',
    email_me_code: 'E-mail me a code instead',
    challenge_title: 'Two-step verification',
    challenge_intro: 'Enter the code shown by your authenticator app.',
    invalid_login: 'Wrong e-mail or password.',
    throttled: 'Too many attempts. Try again in %{seconds} seconds.',
    enrol_title: 'Set up two-step verification',
    enrol_intro:
      'Two-step verification is required. Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, FreeOTP…), then type the code it shows.',
    enrol_manual: 'Cannot scan? Type this key in the app:',
    enrol_confirm: 'Confirm',
    recovery_title: 'Your recovery codes',
    recovery_intro:
      'Keep these codes in a safe place. Each one lets you sign in once if you lose your phone. They will not be shown again.',
    copy: 'Copy',
    copied: 'Copied',
    download: 'Download',
    continue: 'Continue',
    logging_out: 'Signing out…',
    error: 'Something went wrong: %{message}',
  },
};

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
