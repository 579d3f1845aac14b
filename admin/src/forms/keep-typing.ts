/**
 * A form's reset options when its record is fetched again while someone types (a refetch on focus, a
 * cache invalidated by another screen): react-admin resets the form to the fresh record, and without
 * this the field being typed is emptied and the save button turns disabled under the user's finger.
 * Values the user changed stay; the others take the fresh record's.
 */
export const KEEP_TYPING = { keepDirtyValues: true } as const;
