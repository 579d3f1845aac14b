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
import { FullScreenEvent } from './routing/FullScreenEvent';
import { Guard } from './routing/Guard';
import type { GlobalResourceScreens } from './routing/global-resource';
import { lazyPage } from './routing/lazy-page';
import auditLogs from './audit-logs';
import eventCategories from './event-categories';
import events from './events';
import fonts from './fonts';
import users from './users';

const EventCreate = lazyPage(() => import('./events/EventCreate'));
const AccountPage = lazyPage(() => import('./account/AccountPage'));
const QuickModePage = lazyPage(() => import('./quickmode/QuickModePage'));
const TotemKiosk = lazyPage(() => import('./totems/TotemKiosk'));
const KioskPairPage = lazyPage(() => import('./totems/KioskPairPage'));
const GatePairPage = lazyPage(() => import('./quickmode/GatePairPage'));
const GateDevicePage = lazyPage(() => import('./quickmode/GateDevicePage'));
const PollResultsPage = lazyPage(() => import('./polls/PollResultsPage'));

const superadminOnly = (Page: ComponentType, route: string) =>
  function GuardedPage() {
    return (
      <Guard route={route}>
        <Page />
      </Guard>
    );
  };

/** A global resource's screens behind its page guard, ready to spread into `<Resource>`. */
function guarded({ guard, list, create, edit, ...rest }: GlobalResourceScreens) {
  const wrap = (Page?: ComponentType) => (Page && guard ? superadminOnly(Page, guard) : Page);
  return { ...rest, list: wrap(list), create: wrap(create), edit: wrap(edit) };
}

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
      <Resource name="events" {...guarded(events)} create={GuardedEventCreate} />
      <Resource name="users" {...guarded(users)} />
      <Resource name="fonts" {...guarded(fonts)} />
      <Resource name="audit-logs" {...guarded(auditLogs)} />
      <Resource name="event-categories" {...guarded(eventCategories)} />
      <Resource name="companies" recordRepresentation="name" />
      <CustomRoutes noLayout>
        <Route path="/two-factor-challenge/:username?" element={<TwoFactorChallengePage />} />
        <Route path="/enable-two-factor-auth" element={<EnableTwoFactorPage />} />
        <Route path="/company-login" element={<CompanyLoginPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route
          path="/events/:eventId/quickmode/show"
          element={
            <FullScreenEvent>
              <QuickModePage />
            </FullScreenEvent>
          }
        />
        <Route
          path="/events/:eventId/voting/results/:pollId"
          element={
            <FullScreenEvent guard="polls">
              <PollResultsPage />
            </FullScreenEvent>
          }
        />
        <Route path="/events/:eventId/totems/show" element={<TotemKiosk />} />
        <Route path="/kiosk" element={<KioskPairPage />} />
        <Route path="/gate" element={<GatePairPage />} />
        <Route path="/gate/scan" element={<GateDevicePage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/events/create" element={<GuardedEventCreate />} />
        <Route path="/events/:eventId/*" element={<EventWorkspace />} />
        <Route path="/support" element={<SupportPage />} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="/customers/*" element={<Navigate to="/" replace />} />
        <Route path="/suppliers/*" element={<Navigate to="/" replace />} />
      </CustomRoutes>
    </Admin>
  );
}
