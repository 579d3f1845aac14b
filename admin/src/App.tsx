import type { ComponentType } from 'react';
import { Admin, CustomRoutes, Resource, type I18nProvider, type Store } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './api/auth-provider';
import { createDataProvider } from './api/data-provider';
import { CompanyLoginPage } from './auth/CompanyLoginPage';
import { EnableTwoFactorPage } from './auth/EnableTwoFactorPage';
import { LoginPage } from './auth/LoginPage';
import { LogoutPage } from './auth/LogoutPage';
import { TwoFactorChallengePage } from './auth/TwoFactorChallengePage';
import { AppLayout } from './layout/AppLayout';
import { appThemes } from './layout/theme';
import { NotFound } from './pages/NotFound';
import { SupportPage } from './pages/SupportPage';
import { EventWorkspace } from './routing/EventWorkspace';
import { FullScreenEvent } from './routing/FullScreenEvent';
import { GLOBAL_SCREENS } from './routing/global-screens';
import { lazyPage } from './routing/lazy-page';

const AccountPage = lazyPage(() => import('./account/AccountPage'));
const EventsStatsPage = lazyPage(() => import('./reports/EventsStatsPage'));
const QuickModePage = lazyPage(() => import('./quickmode/QuickModePage'));
const TotemKiosk = lazyPage(() => import('./totems/TotemKiosk'));
const KioskPairPage = lazyPage(() => import('./totems/KioskPairPage'));
const GatePairPage = lazyPage(() => import('./quickmode/GatePairPage'));
const GateDevicePage = lazyPage(() => import('./quickmode/GateDevicePage'));
const PollResultsPage = lazyPage(() => import('./polls/PollResultsPage'));

// Also a custom route: `/events/:eventId/*` below would otherwise catch `/events/create`.
const EventCreate = GLOBAL_SCREENS.find((screens) => screens.name === 'events')!.create as ComponentType;

const dataProvider = createDataProvider();
const themes = appThemes();

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
      theme={themes.light}
      darkTheme={themes.dark}
      requireAuth
      disableTelemetry
    >
      {/* The global resources (users, fonts…), found from their folders' index.ts as the event areas are. */}
      {GLOBAL_SCREENS.map((screens) => (
        <Resource key={screens.name} {...screens} />
      ))}
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
        <Route path="/events/create" element={<EventCreate />} />
        <Route path="/events/:eventId/*" element={<EventWorkspace />} />
        <Route path="/support" element={<SupportPage />} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="/stats" element={<EventsStatsPage />} />
        <Route path="/customers/*" element={<Navigate to="/" replace />} />
        <Route path="/suppliers/*" element={<Navigate to="/" replace />} />
      </CustomRoutes>
    </Admin>
  );
}
