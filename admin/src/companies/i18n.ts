/**
 * The companies folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    companies: {
      empty: 'No companies: add the first company, then invite its contact',
      name: 'Company |||| Companies',
      fields: {
        name: 'Name',
        vat_number: 'VAT number',
        fiscal_code: 'Tax code',
        email: 'E-mail',
        phone: 'Phone',
        contact_name: 'Contact person',
        address: 'Address',
        postal_code: 'Postcode',
        city: 'City',
        province: 'Province',
        country: 'Country',
        attendee_quota: 'Attendee quota',
        vehicle_quota: 'Vehicle quota',
        attendee_use: 'Attendees / quota',
      },
      sections: { details: 'Details and contacts', address: 'Address', quotas: 'Quotas' },
      helpers: { quota: 'Empty: no limit' },
      no_limit: 'no limit',
      users: {
        title: 'Company users',
        none: 'Nobody signs in for this company',
        inactive: 'Deactivated',
        error: 'The users could not be loaded',
        hint: 'Company users sign in with a code sent by e-mail.',
        name: 'Full name',
        email: 'E-mail',
        invite: 'Invite',
        invited: 'Invitation sent to %{email}',
      },
    },
  },
};

export const it: typeof en = {
  resources: {
    companies: {
      empty: 'Nessuna azienda: aggiungi la prima azienda, poi invita il suo referente',
      name: 'Azienda |||| Aziende',
      fields: {
        name: 'Nome',
        vat_number: 'Partita IVA',
        fiscal_code: 'Codice fiscale',
        email: 'E-mail',
        phone: 'Telefono',
        contact_name: 'Referente',
        address: 'Indirizzo',
        postal_code: 'CAP',
        city: 'Città',
        province: 'Provincia',
        country: 'Nazione',
        attendee_quota: 'Quota partecipanti',
        vehicle_quota: 'Quota veicoli',
        attendee_use: 'Partecipanti / quota',
      },
      sections: { details: 'Dati e contatti', address: 'Indirizzo', quotas: 'Quote' },
      helpers: { quota: 'Vuoto: nessun limite' },
      no_limit: 'senza limite',
      users: {
        title: 'Utenti dell’azienda',
        none: 'Nessun utente accede per questa azienda',
        inactive: 'Disattivato',
        error: 'Impossibile caricare gli utenti',
        hint: 'Gli utenti dell’azienda entrano con un codice inviato per e-mail.',
        name: 'Nome e cognome',
        email: 'E-mail',
        invite: 'Invita',
        invited: 'Invito inviato a %{email}',
      },
    },
  },
};
