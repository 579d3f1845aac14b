/**
 * The users folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        name: 'Name',
        email: 'E-mail',
        password: 'Password',
        password_confirmation: 'Confirm password',
        is_superadmin: 'Superadmin',
        is_active: 'Active',
        two_factor_confirmed_at: '2FA since',
        events: 'Event roles',
        created_at: 'Created',
        event_id: 'Event',
        role: 'Role',
        event_company_id: 'Company',
        two_factor: '2FA status',
      },
      sections: { account: 'Account', access: 'Access' },
      helpers: {
        password_keep: 'Leave empty to keep the current password',
        is_active: 'An inactive user cannot sign in',
        is_superadmin: 'Full access to every event, the users and the fonts',
        event_first: 'Choose the event first',
      },
      two_factor: { enrolled: 'Enrolled', not_enrolled: 'Not enrolled', since: 'Enrolled since %{date}' },
      more_roles: '+%{smart_count} more',
      actions: { reset_two_factor: 'Reset 2FA' },
      reset_two_factor: {
        title: 'Reset the two-step verification of %{name}?',
        content:
          'The current authenticator app and recovery codes of %{name} stop working: two-step verification must be set up again at the next sign-in.',
      },
      notifications: {
        roles_not_saved: 'The user was saved, but not the event roles: correct the highlighted rows and save again.',
        two_factor_reset: 'Two-step verification of %{name} reset',
        two_factor_reset_failed: 'Two-step verification was not reset: %{message}',
      },
    },
  },
};

export const it: typeof en = {
  resources: {
    users: {
      name: 'Utente |||| Utenti',
      fields: {
        name: 'Nome',
        email: 'E-mail',
        password: 'Password',
        password_confirmation: 'Conferma password',
        is_superadmin: 'Superadmin',
        is_active: 'Attivo',
        two_factor_confirmed_at: '2FA dal',
        events: 'Ruoli negli eventi',
        created_at: 'Creato',
        event_id: 'Evento',
        role: 'Ruolo',
        event_company_id: 'Azienda',
        two_factor: 'Stato 2FA',
      },
      sections: { account: 'Dati dell’utente', access: 'Accesso' },
      helpers: {
        password_keep: 'Lascia vuoto per mantenere la password attuale',
        is_active: 'Un utente non attivo non può accedere',
        is_superadmin: 'Accesso completo a tutti gli eventi, agli utenti e ai font',
        event_first: 'Scegli prima l’evento',
      },
      two_factor: { enrolled: 'Attiva', not_enrolled: 'Non attiva', since: 'Attiva dal %{date}' },
      more_roles: '+%{smart_count} altri',
      actions: { reset_two_factor: 'Azzera 2FA' },
      reset_two_factor: {
        title: 'Azzerare la verifica in due passaggi di %{name}?',
        content:
          'L’app di autenticazione e i codici di recupero attuali di %{name} smettono di funzionare: al prossimo accesso la verifica in due passaggi andrà configurata di nuovo.',
      },
      notifications: {
        roles_not_saved: 'L’utente è stato salvato, ma i ruoli negli eventi no: correggi le righe evidenziate e salva di nuovo.',
        two_factor_reset: 'Verifica in due passaggi di %{name} azzerata',
        two_factor_reset_failed: 'La verifica in due passaggi non è stata azzerata: %{message}',
      },
    },
  },
};
