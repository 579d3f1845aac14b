/** The companies folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
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
