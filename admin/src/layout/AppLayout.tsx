import type { ReactNode } from 'react';
import { useEffect } from 'react';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import {
  AppBar,
  Layout,
  LocalesMenuButton,
  Logout,
  MenuItemLink,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useLocaleState,
} from 'react-admin';
import { PasswordConfirmationDialog } from '../auth/PasswordConfirmationDialog';
import { useLocation } from 'react-router-dom';
import { refreshCsrf } from '../api/http';
import { EVENT_LANG_KEY } from '../i18n/detect';
import { bodyClassFor } from '../routing/areas';
import { EventProvider } from '../routing/EventContext';
import { AppMenu } from './AppMenu';

function EventdeskUserMenu() {
  return (
    <UserMenu>
      <MenuItemLink to="/account" primaryText="account.menu" leftIcon={<ManageAccountsIcon />} data-testid="account-menu" />
      <Logout />
    </UserMenu>
  );
}

function EventdeskAppBar() {
  return (
    <AppBar
      userMenu={<EventdeskUserMenu />}
      toolbar={
        <>
          <LocalesMenuButton />
          <ToggleThemeButton />
        </>
      }
    >
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

const CLICKABLE_ROW = 'tr.RaDataTable-clickableRow';

/**
 * The keyboard (issue 11): `/` puts the cursor in the list's search box (unless one is typing), the rows
 * a click opens are reachable with Tab and open with Enter.
 */
function useListKeyboard() {
  useEffect(() => {
    const focusable = () => document.querySelectorAll<HTMLElement>(`${CLICKABLE_ROW}:not([tabindex])`).forEach((row) => (row.tabIndex = 0));
    const rows = new MutationObserver(focusable);
    rows.observe(document.body, { childList: true, subtree: true });
    focusable();
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const typing = !!target.closest?.('input, textarea, select, [contenteditable="true"], [role="combobox"]');
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        const search = document.querySelector<HTMLInputElement>('input[name="q"]');
        if (search) {
          event.preventDefault();
          search.focus();
          search.select();
        }
      } else if (event.key === 'Enter' && target.matches?.(CLICKABLE_ROW)) {
        event.preventDefault();
        target.click();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      rows.disconnect();
      document.removeEventListener('keydown', onKey);
    };
  }, []);
}

/** Keeps the chosen language as the one to start with next time (SPEC §4 reads `event_lang`). */
function useRememberLocale(locale: string) {
  useEffect(() => {
    localStorage.setItem(EVENT_LANG_KEY, locale);
  }, [locale]);
}

/**
 * Nothing scrolls sideways at 1024 px or wider (issue 11): the content column may shrink below its
 * widest table, which scrolls inside its own card instead, and list toolbars wrap.
 */
const FITS_THE_WINDOW = {
  // react-admin's layout is `min-width: fit-content`: the window, not the widest table, sets the width.
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0 },
  '& .RaLayout-content': { minWidth: 0 },
  '& .RaList-main, & .RaEdit-main, & .RaCreate-main': { minWidth: 0 },
  // Wide tables scroll inside their wrapper, not the list card: the bulk-actions toolbar slides up over
  // the list's toolbar from the table's root, and an overflow there or on the card would clip it away.
  '& .RaList-content, & .RaDataTable-root, & .RaDatagrid-root': { minWidth: 0, maxWidth: '100%' },
  '& .RaDataTable-tableWrapper, & .RaDatagrid-tableWrapper': { overflowX: 'auto', maxWidth: '100%' },
  '& .RaList-actions .MuiToolbar-root': { flexWrap: 'wrap', rowGap: '4px' },
  // Many bulk actions wrap onto a second line rather than push the page sideways.
  '& .RaBulkActionsToolbar-toolbar': { height: 'auto', minHeight: '48px', flexWrap: 'wrap' },
  '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', rowGap: '4px', minHeight: 0 },
  '& .RaBulkActionsToolbar-toolbar.RaBulkActionsToolbar-collapsed': { height: 0, minHeight: 0 },
  // Visible focus where the keyboard is (rows opened with Enter, links, buttons).
  [`& ${CLICKABLE_ROW}:focus-visible, & a:focus-visible, & button:focus-visible`]: {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: '-2px',
  },
};

export function AppLayout({ children }: { children: ReactNode }) {
  const locale = useNavigationEffects();
  useRememberLocale(locale);
  useListKeyboard();
  return (
    <EventProvider>
      <Layout appBar={EventdeskAppBar} menu={AppMenu} sx={FITS_THE_WINDOW}>
        {children}
      </Layout>
      <PasswordConfirmationDialog />
    </EventProvider>
  );
}
