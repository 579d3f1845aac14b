/** The account folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
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
