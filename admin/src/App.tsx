import EventIcon from '@mui/icons-material/Event';
import FontDownloadIcon from '@mui/icons-material/FontDownload';
import HistoryIcon from '@mui/icons-material/History';
import LabelIcon from '@mui/icons-material/Label';
import PeopleIcon from '@mui/icons-material/People';
import type { ComponentType } from 'react';
import { Admin, CustomRoutes, radiantDarkTheme, radiantLightTheme, Resource, type I18nProvider, type Store } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './api/auth-provider';
import { createDataProvider } from './api/data-provider';
import { CompanyLoginPage } from './auth/CompanyLoginPage';
import { EnableTwoFactorPage } from './auth/EnableTwoFactorPage';
import { LoginPage } from './auth/LoginPage';
import { LogoutPage } from './auth/LogoutPage';
import { TwoFactorChallengePage } from './auth/TwoFactorChallengePage';
import { AppLayout } from './layout/AppLayout';
import { NotFound } from './pages/NotFound';
import { SupportPage } from './pages/SupportPage';
import { EventWorkspace } from './routing/EventWorkspace';
import { Guard } from './routing/Guard';
import { lazyPage } from './routing/lazy-page';

const EventList = lazyPage(() => import('./events/EventList'));
const EventCreate = lazyPage(() => import('./events/EventCreate'));
const UserList = lazyPage(() => import('./users/UserList'));
const UserCreate = lazyPage(() => import('./users/UserCreate'));
const UserEdit = lazyPage(() => import('./users/UserEdit'));
const FontList = lazyPage(() => import('./fonts/FontList'));
const FontCreate = lazyPage(() => import('./fonts/FontCreate'));
const FontEdit = lazyPage(() => import('./fonts/FontEdit'));
const AuditLogList = lazyPage(() => import('./audit-logs/AuditLogList'));
const EventCategoryList = lazyPage(() => import('./event-categories/EventCategoryList'));

const superadminOnly = (Page: ComponentType, route: string) =>
  function GuardedPage() {
    return (
      <Guard route={route}>
        <Page />
      </Guard>
    );
  };

// Also a custom route: `/events/:eventId/*` below would otherwise catch `/events/create`.
const GuardedEventCreate = superadminOnly(EventCreate, 'users');

const dataProvider = createDataProvider();

export function App({ i18nProvider, store }: { i18nProvider: I18nProvider; store: Store }) {
  return (
    <Admin
      title="Eventdesk"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      loginPage={LoginPage}
      layout={AppLayout}
      dashboard={() => <Navigate to="/events" replace />}
      catchAll={NotFound}
      theme={radiantLightTheme}
      darkTheme={radiantDarkTheme}
      requireAuth
      disableTelemetry
    >
      <Resource name="events" list={EventList} create={GuardedEventCreate} icon={EventIcon} recordRepresentation="name" />
      <Resource name="users" list={superadminOnly(UserList, 'users')} create={superadminOnly(UserCreate, 'users')} edit={superadminOnly(UserEdit, 'users')} icon={PeopleIcon} recordRepresentation="name" />
      <Resource name="fonts" list={superadminOnly(FontList, 'fonts')} create={superadminOnly(FontCreate, 'fonts')} edit={superadminOnly(FontEdit, 'fonts')} icon={FontDownloadIcon} recordRepresentation="name" />
      <Resource name="audit-logs" list={superadminOnly(AuditLogList, 'users')} icon={HistoryIcon} />
      <Resource name="event-categories" list={superadminOnly(EventCategoryList, 'users')} icon={LabelIcon} recordRepresentation="name" />
      <Resource name="companies" recordRepresentation="name" />
      <CustomRoutes noLayout>
        <Route path="/two-factor-challenge/:username?" element={<TwoFactorChallengePage />} />
        <Route path="/enable-two-factor-auth" element={<EnableTwoFactorPage />} />
        <Route path="/company-login" element={<CompanyLoginPage />} />
        <Route path="/logout" element={<LogoutPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/events/create" element={<GuardedEventCreate />} />
        <Route path="/events/:eventId/*" element={<EventWorkspace />} />
        <Route path="/support" element={<SupportPage />} />
        <Route path="/customers/*" element={<Navigate to="/" replace />} />
        <Route path="/suppliers/*" element={<Navigate to="/" replace />} />
      </CustomRoutes>
    </Admin>
  );
}
