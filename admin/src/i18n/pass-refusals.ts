/** Why a pass opens nothing at a service point or the cloakroom (an attendee's pass is asked for): both sections use them. */
export const ATTENDEE_PASS_REFUSALS = {
  it: {
    invalid_signature: 'Codice non valido',
    other_event: 'Pass di un altro evento',
    revoked: 'Pass revocato (ristampato)',
    unknown_holder: 'Partecipante inesistente',
    not_attendee: 'Non è il pass di un partecipante',
  },
  en: {
    invalid_signature: 'Invalid code',
    other_event: 'Pass of another event',
    revoked: 'Pass revoked (reissued)',
    unknown_holder: 'No such attendee',
    not_attendee: 'Not an attendee’s pass',
  },
};
