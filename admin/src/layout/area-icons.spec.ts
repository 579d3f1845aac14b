import { EVENT_AREA_NAMES } from '@eventdesk/shared';
import { AREA_SCREENS } from '../routing/area-screens';
import { AREA_ICONS, areaIcon } from './area-icons';

describe('the event menu icons', () => {
  it('every area of the registry has one, from its folder or from area-icons.tsx, never from both', () => {
    expect(EVENT_AREA_NAMES.filter((area) => !areaIcon(area))).toEqual([]);
    expect(EVENT_AREA_NAMES.filter((area) => AREA_SCREENS[area]?.icon && AREA_ICONS[area])).toEqual([]);
  });
});
