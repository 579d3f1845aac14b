import type { en } from './i18n.en';

/** The users folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
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
