import type { ComponentType } from 'react';

/** A global resource's screens, as its folder's `index.ts` declares them (react-admin's demo shape). */
export interface GlobalResourceScreens {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: string;
  /** The page guard (ROUTE_GUARDS) every screen of the resource passes first; none: any signed-in user. */
  guard?: string;
}
