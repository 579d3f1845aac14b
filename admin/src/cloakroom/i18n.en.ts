import { ATTENDEE_PASS_REFUSALS } from '../i18n/pass-refusals';

/** The cloakroom folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
export const en = {
  resources: {
    hangers: {
      empty: 'No hangers: add the first rack',
      name: 'Hanger |||| Hangers',
      fields: { rack: 'Rack', number: 'Number', holder: 'Held by', taken_at: 'Since' },
      add_rack: 'Add a rack',
      from: 'From no.',
      to: 'To no.',
      rack_created: 'One hanger added |||| %{smart_count} hangers added',
      desk: 'Cloakroom desk',
      deposit: 'Deposit',
      return: 'Return',
      scan_pass: 'Scan the pass (or type it), then Enter',
      scan_either: 'Scan the pass or the hanger tag (A-12), then Enter',
      given: 'Hang the coat here',
      freed: 'Fetch this hanger: it is free again',
      action: 'Action',
      hide_answer: 'Hide the answer',
      not_allowed: 'The cloakroom desk is for those who may record deposits and returns (the event’s administrators and secretaries).',
      offline_notice: 'Offline: deposits and returns cannot be recorded until the network is back.',
      offline_deposit: 'Offline: deposit NOT recorded. Do not hang the coat: try again when the network is back.',
      offline_return: 'Offline: return NOT recorded. Try again when the network is back.',
      not_sent: 'Offline: not recorded',
      retry: 'Try again',
      reasons: {
        ...ATTENDEE_PASS_REFUSALS.en,
        cloakroom_full: 'No free hanger',
        hanger_taken: 'That hanger is taken',
        no_hanger: 'No hanger to return',
        holds_one: 'Already holds this hanger',
      },
    },
  },
};
