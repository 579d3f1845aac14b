import { EVENT_RESOURCES, type EventAreaName } from '@eventdesk/shared';
import type { EventResourceScreens } from './EventResource';

/**
 * Every folder's `index.ts` (admin/src/<folder>/index.ts), found when Vite builds the app (and when
 * jest loads it: admin/jest.vite-glob.cjs): adding an area's folder adds its screens, no list to edit.
 * The index of a global resource (users, fonts…) names no `area`: global-screens.tsx finds it.
 */
const INDEXES: Record<string, unknown> = import.meta.glob('../*/index.ts', { eager: true, import: 'default' });

const isAreaIndex = (value: unknown): value is EventResourceScreens => typeof value === 'object' && value !== null && 'area' in value;

/** The event areas that have screens, by area name; an area named twice, or unknown to the registry, stops the app. */
export function collectAreaScreens(indexes: Record<string, unknown>): Partial<Record<EventAreaName, EventResourceScreens>> {
  const found: Partial<Record<EventAreaName, EventResourceScreens>> = {};
  const folder: Partial<Record<EventAreaName, string>> = {};
  for (const [path, value] of Object.entries(indexes)) {
    if (!isAreaIndex(value)) continue;
    if (!(value.area in EVENT_RESOURCES)) throw new Error(`${path}: no area "${value.area}" in the resource registry`);
    if (found[value.area]) throw new Error(`${path}: the area "${value.area}" has its screens in ${folder[value.area]} already`);
    found[value.area] = value;
    folder[value.area] = path;
  }
  return found;
}

export const AREA_SCREENS = collectAreaScreens(INDEXES);
