import { radiantDarkTheme, radiantLightTheme, type RaThemeOptions } from 'react-admin';

/** The user's "reduce motion" setting (system or browser), read once at start as my-area's stylesheet reads it. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const NO_DURATION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * The theme without motion (WCAG 2.3.3): no ripple on buttons, menus, dialogs and drawers appear and go at once,
 * spinners stand still. MUI does not follow the setting by itself (recharts does, and my-area's stylesheet).
 */
export function withoutMotion(theme: RaThemeOptions): RaThemeOptions {
  return {
    ...theme,
    transitions: { ...theme.transitions, create: () => 'none', duration: NO_DURATION },
    components: {
      ...theme.components,
      MuiButtonBase: {
        ...theme.components?.MuiButtonBase,
        defaultProps: { ...theme.components?.MuiButtonBase?.defaultProps, disableRipple: true },
      },
      MuiCssBaseline: {
        ...theme.components?.MuiCssBaseline,
        styleOverrides: {
          ...(theme.components?.MuiCssBaseline?.styleOverrides as object | undefined),
          '*, *::before, *::after': {
            animationDuration: '0s !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0s !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
  };
}

/** The staff app's light and dark themes, without motion when the user asks for it. */
export function appThemes(reduced = prefersReducedMotion()): { light: RaThemeOptions; dark: RaThemeOptions } {
  return reduced
    ? { light: withoutMotion(radiantLightTheme), dark: withoutMotion(radiantDarkTheme) }
    : { light: radiantLightTheme, dark: radiantDarkTheme };
}
