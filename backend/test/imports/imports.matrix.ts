import type { ResourceMatrix } from '../authz/matrix-kit';
import { attendeeImportRows } from '../authz/matrix-records';

/** The attendee import (test/imports): upload, preview, apply; its steps need create and update on Attendee. */
export const MATRIX: ResourceMatrix = { routes: attendeeImportRows() };
