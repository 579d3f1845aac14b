import { canEnterRoute, type CurrentUserDto, type EventAreaName, type UiMenuItem } from '@eventdesk/shared';
import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import FontDownloadIcon from '@mui/icons-material/FontDownload';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HistoryIcon from '@mui/icons-material/History';
import LabelIcon from '@mui/icons-material/Label';
import LogoutIcon from '@mui/icons-material/Logout';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Divider, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { Menu, useLocaleState, usePermissions, useSidebarState, useStore, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useCurrentEvent } from '../routing/EventContext';
import { AVAILABLE_AREAS } from '../routing/EventWorkspace';
import { areaIcon } from './area-icons';

/** The area each "add" button of the UI configuration creates a record of. */
const ADD_BUTTON_AREAS: Record<string, EventAreaName> = {
  'add-attendee': 'attendees',
  'add-vehicle': 'vehicles',
  'add-company': 'companies',
};

/**
 * The one item to highlight: the one whose target is the longest whole-segment prefix of the path
 * (react-admin's own match is a prefix match, which lit the dashboard, "events" and the area at once).
 */
export function currentTarget(pathname: string, targets: string[]): string | null {
  const within = (to: string) => pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);
  return targets.filter(within).sort((a, b) => b.length - a.length)[0] ?? null;
}

/** Takes the highlight off the items react-admin matched but that are not the current one. */
const NOT_CURRENT = {
  '& .RaMenuItemLink-active[data-current="false"]': {
    borderLeftColor: 'transparent',
    borderRadius: 0,
    backgroundImage: 'none',
    boxShadow: 'none',
    color: 'text.secondary',
    '& .MuiSvgIcon-root': { fill: 'currentColor' },
  },
};

/** The label of a menu item: its alias from the UI configuration, else our translation. */
export function useItemLabel() {
  const translate = useTranslate();
  return (item: UiMenuItem) => item.alias_plural || item.alias_singular || translate(`menu.${item.name}`, { _: item.name });
}

const APP_MENU_TARGETS: Record<string, string> = { events: '/events', support: '/support', logout: '/logout', stats: '/stats' };

/**
 * Menus from the caller's UI configuration (SPEC §6): inside an event its event menu, buttons and app
 * menu; superadmins also get their own area.
 */
export function AppMenu() {
  const current = useCurrentEvent();
  const { permissions } = usePermissions<CurrentUserDto | null>();
  const [sidebarOpen] = useSidebarState();
  const translate = useTranslate();
  const label = useItemLabel();
  useLocaleState();
  const { pathname } = useLocation();
  // Remembered (react-admin's store) across pages, language switches and reloads.
  const [comingOpen, setComingOpen] = useStore('menu.coming.open', false);
  const base = current ? `/events/${current.event.id}` : null;
  // An item shows only to whom its page's guard lets in (the guard follows the API's rules): a UI
  // configuration listing the cloakroom for a VIEWER would otherwise lead to a list of 403s.
  const eventItems = (current?.uiConfig.event_menu ?? []).filter(
    (item) => !current || canEnterRoute(permissions ?? null, current.event.id, item.name).allowed,
  );
  const ready = eventItems.filter((item) => AVAILABLE_AREAS.has(item.name));
  const coming = eventItems.filter((item) => !AVAILABLE_AREAS.has(item.name));
  const buttonTarget = (name: string) => `${base}/${ADD_BUTTON_AREAS[name]}/create`;
  const targets = [
    ...(base ? [base, ...eventItems.map((item) => `${base}/${item.name}`)] : ['/events']),
    // On a create page the "add" button is the one item lit, not its area as well.
    ...(base ? (current?.uiConfig.buttons ?? []).map((item) => buttonTarget(item.name)) : []),
    ...(current?.uiConfig.app_menu ?? []).map((item) => APP_MENU_TARGETS[item.name] ?? '/'),
    '/stats',
    '/users',
    '/fonts',
    '/event-categories',
    '/audit-logs',
  ];
  const chosen = currentTarget(pathname, targets);
  /** `data-current`: whether this item is the highlighted one (see NOT_CURRENT). */
  const mark = (to: string) => ({ 'data-current': String(to === chosen) });
  const eventItem = (item: UiMenuItem) => {
    const Icon = areaIcon(item.name as EventAreaName) ?? ChevronRightIcon;
    return (
      <Menu.Item
        key={item.name}
        to={`${base}/${item.name}`}
        primaryText={label(item)}
        leftIcon={<Icon />}
        data-testid={`menu-event-${item.name}`}
        {...mark(`${base}/${item.name}`)}
      />
    );
  };

  return (
    <Menu data-testid="app-menu" sx={NOT_CURRENT}>
      {current && base ? (
        <>
          {/* Folded to its icons (tablets), the menu shows no texts of its own: they would wrap a letter a line. */}
          {sidebarOpen && (
            <ListSubheader sx={{ lineHeight: 2, pt: 1 }} data-testid="menu-event-name">
              {current.event.name}
            </ListSubheader>
          )}
          <Menu.Item
            to={base}
            primaryText={translate('menu.dashboard')}
            leftIcon={<DashboardIcon />}
            data-testid="menu-dashboard"
            {...mark(base)}
          />
          {ready.map(eventItem)}
          {coming.length > 0 && (
            <>
              <ListItemButton
                onClick={() => setComingOpen(!comingOpen)}
                data-testid="menu-coming"
                aria-expanded={comingOpen}
                sx={{ py: 0.5 }}
                title={sidebarOpen ? undefined : translate('menu.coming', { smart_count: coming.length })}
              >
                {sidebarOpen && (
                  <ListItemText
                    primary={translate('menu.coming', { smart_count: coming.length })}
                    slotProps={{ primary: { variant: 'body2', color: 'text.secondary' } }}
                  />
                )}
                {comingOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
              </ListItemButton>
              {comingOpen && coming.map(eventItem)}
            </>
          )}
          {current.uiConfig.buttons.length > 0 && <Divider />}
          {current.uiConfig.buttons.map((item) => (
            <Menu.Item
              key={item.name}
              to={buttonTarget(item.name)}
              {...mark(buttonTarget(item.name))}
              primaryText={label(item)}
              leftIcon={<PersonAddIcon />}
              data-testid={`menu-button-${item.name}`}
            />
          ))}
          {current.uiConfig.app_menu.length > 0 && <Divider />}
          {current.uiConfig.app_menu.map((item) => (
            <Menu.Item
              key={item.name}
              to={APP_MENU_TARGETS[item.name] ?? '/'}
              primaryText={label(item)}
              leftIcon={appIcon(item.name)}
              data-testid={`menu-app-${item.name}`}
              {...mark(APP_MENU_TARGETS[item.name] ?? '/')}
            />
          ))}
        </>
      ) : (
        <Menu.Item
          to="/events"
          primaryText={translate('menu.events')}
          leftIcon={<EventIcon />}
          data-testid="menu-app-events"
          {...mark('/events')}
        />
      )}
      {permissions?.is_superadmin === 1 && (
        <>
          <Divider />
          <Menu.Item
            to="/users"
            primaryText={translate('menu.users')}
            leftIcon={<PeopleIcon />}
            data-testid="menu-admin-users"
            {...mark('/users')}
          />
          <Menu.Item
            to="/fonts"
            primaryText={translate('menu.fonts')}
            leftIcon={<FontDownloadIcon />}
            data-testid="menu-admin-fonts"
            {...mark('/fonts')}
          />
          <Menu.Item
            to="/event-categories"
            primaryText={translate('menu.eventcategories')}
            leftIcon={<LabelIcon />}
            data-testid="menu-admin-event-categories"
            {...mark('/event-categories')}
          />
          <Menu.Item
            to="/audit-logs"
            primaryText={translate('menu.audit')}
            leftIcon={<HistoryIcon />}
            data-testid="menu-admin-audit"
            {...mark('/audit-logs')}
          />
          <Menu.Item
            to="/stats"
            primaryText={translate('menu.stats')}
            leftIcon={<BarChartIcon />}
            data-testid="menu-admin-stats"
            {...mark('/stats')}
          />
        </>
      )}
    </Menu>
  );
}

function appIcon(name: string) {
  if (name === 'events') return <EventIcon />;
  if (name === 'support') return <HelpOutlineIcon />;
  if (name === 'logout') return <LogoutIcon />;
  return <BarChartIcon />;
}
