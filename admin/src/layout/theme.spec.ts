import { radiantDarkTheme, radiantLightTheme } from 'react-admin';
import { appThemes, withoutMotion } from './theme';

describe('the staff app theme and the "reduce motion" setting', () => {
  it('without the setting, the themes are react-admin’s radiant ones as they are', () => {
    const { light, dark } = appThemes(false);
    expect(light).toBe(radiantLightTheme);
    expect(dark).toBe(radiantDarkTheme);
  });

  it('with it: no ripple, no transition, no duration, animations and smooth scrolling stopped, the rest of the theme kept', () => {
    const { light, dark } = appThemes(true);
    for (const [theme, base] of [
      [light, radiantLightTheme],
      [dark, radiantDarkTheme],
    ] as const) {
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      expect(theme.transitions?.create?.(['opacity'], { duration: 300 })).toBe('none');
      expect(Object.values(theme.transitions?.duration ?? {})).toEqual([0, 0, 0, 0, 0, 0, 0]);
      expect(theme.components?.MuiCssBaseline?.styleOverrides).toMatchObject({
        '*, *::before, *::after': {
          animationDuration: '0s !important',
          transitionDuration: '0s !important',
          scrollBehavior: 'auto !important',
        },
      });
      expect(theme.palette).toBe(base.palette);
      expect(theme.typography).toBe(base.typography);
      // Every component override of the base theme is still there (the buttons' and the baseline's merged into).
      for (const name of Object.keys(base.components ?? {})) expect(theme.components).toHaveProperty(name);
    }
  });

  it('keeps a base theme’s own button defaults beside the ripple’s', () => {
    const theme = withoutMotion({ components: { MuiButtonBase: { defaultProps: { disableTouchRipple: false, centerRipple: true } } } });
    expect(theme.components?.MuiButtonBase?.defaultProps).toEqual({ disableTouchRipple: false, centerRipple: true, disableRipple: true });
  });
});
