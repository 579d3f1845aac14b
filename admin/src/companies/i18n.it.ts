import type { en } from './i18n.en';

/** The companies folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
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
