/** The users folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
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
