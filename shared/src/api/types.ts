/*
 * The shapes of the API's answers used to be written here by hand. They are zod schemas now, one file
 * per bounded context (shared/src/<context>/responses.ts), with their types inferred; this module
 * re-exports them so `@eventdesk/shared` keeps every name.
 */
export * from '../platform/responses';
export * from '../registration/responses';
export * from '../commerce/responses';
export * from '../accreditation/responses';
export * from '../gate/responses';
