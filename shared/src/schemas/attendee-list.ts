/*
 * What the attendee list (`GET /api/events/{eventId}/attendees`) sorts and filters on, for the API's
 * list protocol and for the saved filters that replay it. Sorting or filtering on a field the caller's
 * UI configuration hides is refused (400).
 */

export const ATTENDEE_SORT_FIELDS = [
  'id',
  'last_name',
  'first_name',
  'email',
  'attendee_code',
  'registration_date',
  'created_at',
  'payment_status',
  'documentation_status',
] as const;
export type AttendeeSortField = (typeof ATTENDEE_SORT_FIELDS)[number];

/**
 * `q`: every word must start one of last name, first name, e-mail, attendee code, company name or
 * fiscal code (a prefix match, which the indexes serve); `tag_id`: attendees carrying the tag (any of
 * several); the date bounds take a date (the whole day) or a date-time.
 */
export const ATTENDEE_LIST_FILTERS = [
  'q',
  'id',
  'event_attendee_category_id',
  'event_company_id',
  'payment_status',
  'documentation_status',
  'pending',
  'badge_delivered',
  'tag_id',
  'registration_date_gte',
  'registration_date_lte',
] as const;
export type AttendeeListFilter = (typeof ATTENDEE_LIST_FILTERS)[number];

/** The columns `q` searches, in this order. */
export const ATTENDEE_SEARCH_FIELDS = ['last_name', 'first_name', 'email', 'attendee_code', 'company_name', 'fiscal_code'] as const;
