/** The access-requests folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
export const en = {
  resources: {
    'access-control-requests': {
      name: 'Access request |||| Access requests',
      admitted_now: 'Already enters',
      fields: {
        gate_now: 'At the gate now',
        created_at: 'Asked on',
        holder_label: 'For',
        event_company_id: 'Company',
        zone_id: 'Zone',
        operation: 'Request',
        note: 'Note',
        requested_by_name: 'By',
        status: 'Status',
        reason: 'Reason',
        holder_type: 'Attendee or vehicle',
      },
      statuses: { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' },
      operations: { ADD: 'Access', REMOVE: 'Revocation' },
      approve: 'Approve',
      reject: 'Reject',
      decided: '%{smart_count} request decided |||| %{smart_count} requests decided',
      holder_gone: 'deleted',
      ask: 'Ask for access (%{smart_count} selected) |||| Ask for access (%{smart_count} selected)',
      ask_button: 'Ask for access',
      send: 'Send the request',
      sent: 'Request sent (%{smart_count}) |||| Requests sent (%{smart_count})',
    },
  },
};
