import type { ResourceMatrix } from '../authz/matrix-kit';
import { vehicleImportRows } from '../authz/matrix-records';

/** The vehicle import (issue 13): the attendee import's pipeline, create and update on Vehicle. */
export const MATRIX: ResourceMatrix = { routes: vehicleImportRows() };
