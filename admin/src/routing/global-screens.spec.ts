import { collectGlobalScreens, GLOBAL_SCREENS } from './global-screens';

describe('the global resources found from their folders (admin/src/<folder>/index.ts)', () => {
  it('finds users, fonts, event categories, the audit log and the events, and no event area', () => {
    expect(GLOBAL_SCREENS.map((screens) => screens.name).sort()).toEqual(['audit-logs', 'event-categories', 'events', 'fonts', 'users']);
  });

  it('puts the screens of a guarded resource behind its guard, and the events’ create behind its own', () => {
    const List = () => null;
    const [users] = collectGlobalScreens({ '../users/index.ts': { resource: 'users', list: List, guard: 'users' }, '../zones/index.ts': { area: 'zones' } });
    expect(users!.name).toBe('users');
    expect(users!.list).not.toBe(List);
    const [events] = collectGlobalScreens({ '../events/index.ts': { resource: 'events', list: List, create: List, createGuard: 'users' } });
    expect(events!.list).toBe(List);
    expect(events!.create).not.toBe(List);
  });

  it('refuses a resource named by two folders', () => {
    expect(() => collectGlobalScreens({ '../a/index.ts': { resource: 'users' }, '../b/index.ts': { resource: 'users' } })).toThrow(/users/);
  });
});
