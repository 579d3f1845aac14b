import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { AppBar, Layout, LocalesMenuButton, TitlePortal, ToggleThemeButton, useLocaleState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { refreshCsrf } from '../api/http';
import { EVENT_LANG_KEY } from '../i18n/detect';
import { bodyClassFor } from '../routing/areas';
import { EventProvider } from '../routing/EventContext';
import { AppMenu } from './AppMenu';

function EventdeskAppBar() {
  return (
    <AppBar toolbar={<><LocalesMenuButton /><ToggleThemeButton /></>}>
      <TitlePortal />
    </AppBar>
  );
}

/** Per navigation (SPEC §2): the body class from the path and a fresh anti-forgery cookie. */
export function useNavigationEffects() {
  const { pathname } = useLocation();
  const [locale] = useLocaleState();
  useEffect(() => {
    document.body.className = bodyClassFor(pathname);
    void refreshCsrf().catch(() => undefined);
  }, [pathname]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return locale;
}

/** Keeps the chosen language as the one to start with next time (SPEC §4 reads `event_lang`). */
function useRememberLocale(locale: string) {
  useEffect(() => {
    localStorage.setItem(EVENT_LANG_KEY, locale);
  }, [locale]);
}

export function AppLayout({ children }: { children: ReactNode }) {
  const locale = useNavigationEffects();
  useRememberLocale(locale);
  return (
    <EventProvider>
      <Layout appBar={EventdeskAppBar} menu={AppMenu}>
        {children}
      </Layout>
    </EventProvider>
  );
}
