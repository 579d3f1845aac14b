import type { ComponentType } from 'react';
import { Guard } from './Guard';

/** A global resource's screens, as its folder's `index.ts` declares them (react-admin's demo shape). */
export interface GlobalResourceScreens {
  /** The react-admin resource (and API path): `/users`, `/fonts`… */
  resource: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: string;
  /** The page guard (ROUTE_GUARDS) every screen of the resource passes first; none: any signed-in user. */
  guard?: string;
  /** The create screen's own guard, where it is stricter than the others' (events: any user lists, the superadmin creates). */
  createGuard?: string;
}

/**
 * Every folder's `index.ts`, found when Vite builds the app (and when jest loads it: admin/jest.vite-glob.cjs),
 * as area-screens.ts finds the event areas: the index of a global resource names its `resource`.
 */
const INDEXES: Record<string, unknown> = import.meta.glob('../*/index.ts', { eager: true, import: 'default' });

const isGlobalIndex = (value: unknown): value is GlobalResourceScreens =>
  typeof value === 'object' && value !== null && 'resource' in value;

const guardedBy = (Page: ComponentType | undefined, route: string | undefined) =>
  Page && route
    ? function GuardedPage() {
        return (
          <Guard route={route}>
            <Page />
          </Guard>
        );
      }
    : Page;

/** The global resources, each with its screens behind its page guard, ready to spread into `<Resource>`; a resource named twice stops the app. */
export function collectGlobalScreens(indexes: Record<string, unknown>) {
  const found = new Map<string, string>();
  return Object.entries(indexes).flatMap(([path, value]) => {
    if (!isGlobalIndex(value)) return [];
    const { resource, guard, createGuard, list, create, edit, ...rest } = value;
    if (found.has(resource)) throw new Error(`${path}: the resource "${resource}" has its screens in ${found.get(resource)} already`);
    found.set(resource, path);
    return [{ ...rest, name: resource, list: guardedBy(list, guard), create: guardedBy(create, createGuard ?? guard), edit: guardedBy(edit, guard) }];
  });
}

export const GLOBAL_SCREENS = collectGlobalScreens(INDEXES);
