import type { CurrentUserDto, UiMenuItem } from '@eventdesk/shared';
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
import { Divider, ListSubheader } from '@mui/material';
import { Menu, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { useCurrentEvent } from '../routing/EventContext';

/** The label of a menu item: its alias from the UI configuration, else our translation. */
export function useItemLabel() {
  const translate = useTranslate();
  return (item: UiMenuItem) => item.alias_plural || item.alias_singular || translate(`menu.${item.name}`, { _: item.name });
}

const APP_MENU_TARGETS: Record<string, string> = { events: '/events', support: '/support', logout: '/logout' };

/**
 * Menus from the caller's UI configuration (SPEC §6): inside an event its event menu, buttons and app
 * menu; superadmins also get their own area.
 */
export function AppMenu() {
  const current = useCurrentEvent();
  const { permissions } = usePermissions<CurrentUserDto | null>();
  const translate = useTranslate();
  const label = useItemLabel();
  useLocaleState();
  const base = current ? `/events/${current.event.id}` : null;

  return (
    <Menu data-testid="app-menu">
      {current && base ? (
        <>
          <ListSubheader sx={{ lineHeight: 2, pt: 1 }} data-testid="menu-event-name">
            {current.event.name}
          </ListSubheader>
          <Menu.Item to={base} primaryText={translate('menu.dashboard')} leftIcon={<DashboardIcon />} data-testid="menu-dashboard" />
          {current.uiConfig.event_menu.map((item) => (
            <Menu.Item
              key={item.name}
              to={`${base}/${item.name}`}
              primaryText={label(item)}
              leftIcon={<ChevronRightIcon />}
              data-testid={`menu-event-${item.name}`}
            />
          ))}
          {current.uiConfig.buttons.length > 0 && <Divider />}
          {current.uiConfig.buttons.map((item) => (
            <Menu.Item
              key={item.name}
              to={`${base}/${item.name.replace('add-', '')}${item.name === 'add-company' ? '' : 's'}/create`}
              primaryText={label(item)}
              leftIcon={<PersonAddIcon />}
              data-testid={`menu-button-${item.name}`}
            />
          ))}
          {current.uiConfig.app_menu.length > 0 && <Divider />}
          {current.uiConfig.app_menu.map((item) => (
            <Menu.Item
              key={item.name}
              to={item.name === 'stats' ? base : (APP_MENU_TARGETS[item.name] ?? '/')}
              primaryText={label(item)}
              leftIcon={appIcon(item.name)}
              data-testid={`menu-app-${item.name}`}
            />
          ))}
        </>
      ) : (
        <Menu.Item to="/events" primaryText={translate('menu.events')} leftIcon={<EventIcon />} data-testid="menu-app-events" />
      )}
      {permissions?.is_superadmin && (
        <>
          <Divider />
          <Menu.Item to="/users" primaryText={translate('menu.users')} leftIcon={<PeopleIcon />} data-testid="menu-admin-users" />
          <Menu.Item to="/fonts" primaryText={translate('menu.fonts')} leftIcon={<FontDownloadIcon />} data-testid="menu-admin-fonts" />
          <Menu.Item to="/event-categories" primaryText={translate('menu.eventcategories')} leftIcon={<LabelIcon />} data-testid="menu-admin-event-categories" />
          <Menu.Item to="/audit-logs" primaryText={translate('menu.audit')} leftIcon={<HistoryIcon />} data-testid="menu-admin-audit" />
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
