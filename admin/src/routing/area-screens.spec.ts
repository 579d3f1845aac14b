import { EVENT_RESOURCES, type EventResourceDef } from '@eventdesk/shared';
import { AREA_SCREENS, collectAreaScreens } from './area-screens';

describe('the event areas found from their folders (admin/src/<folder>/index.ts)', () => {
  it('finds every area folder, each serving the API path the registry gives its area', () => {
    const found = Object.entries(AREA_SCREENS);
    expect(found.length).toBeGreaterThanOrEqual(18);
    expect(Object.keys(AREA_SCREENS)).toEqual(expect.arrayContaining(['attendees', 'zones', 'cloakroom', 'options', 'eventcategories']));
    const apis = found.map(([area, screens]) => [area, screens!.api ?? null]);
    const registry = found.map(([area]) => [area, (EVENT_RESOURCES[area as keyof typeof EVENT_RESOURCES] as EventResourceDef).api]);
    expect(apis).toEqual(registry);
  });

  it('leaves the global resources’ folders (no area) to global-screens.tsx', () => {
    const found = collectAreaScreens({ '../users/index.ts': { list: () => null, guard: 'users' }, '../zones/index.ts': { area: 'zones' } });
    expect(Object.keys(found)).toEqual(['zones']);
  });

  it('refuses an area named by two folders, or one the registry does not know', () => {
    expect(() => collectAreaScreens({ '../a/index.ts': { area: 'zones' }, '../b/index.ts': { area: 'zones' } })).toThrow(
      '../b/index.ts: the area "zones" has its screens in ../a/index.ts already',
    );
    expect(() => collectAreaScreens({ '../a/index.ts': { area: 'nowhere' } })).toThrow('no area "nowhere"');
  });
});
