/** The attachments folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
export const en = {
  resources: {
    attachments: {
      name: 'Uploaded document |||| Uploaded documents',
      status: {
        VALID: 'Valid',
        COMPLETE: 'Complete',
        TO_VALIDATE: 'To validate',
        MISSING: 'Missing',
        REJECTED: 'Rejected',
        EXPIRED: 'Expired',
      },
      not_allowed: 'Your role does not see documents.',
      none_asked: 'No document is asked for.',
      required: 'Required',
      optional: 'Optional',
      history: '%{smart_count} earlier version |||| %{smart_count} earlier versions',
      preview: 'Preview',
      approve: 'Approve',
      reject: 'Reject',
      expire: 'Mark as expired',
      reason: 'Reason',
      expires_at: 'Expires on',
      expires: 'expires on %{date}',
      upload: 'Upload the file',
      replace: 'Replace the file',
      drop_hint: 'or drop it here (%{types}, %{max} MB at most)',
      expiry_first: 'Give the expiry date first',
      uploaded: 'Document uploaded',
    },
  },
};
