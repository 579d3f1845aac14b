import { lazy, Suspense } from 'react';
import { BasenameContextProvider, Loading, ResourceContextProvider } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound } from '../pages/NotFound';
import { Guard } from '../routing/Guard';
import { useCurrentEvent } from '../routing/EventContext';
import { AttendeeCreate, AttendeeEdit } from './AttendeeEdit';
import AttendeeList from './AttendeeList';
import { AttendeeShow } from './AttendeeShow';

const ImportWizard = lazy(() => import('./ImportWizard'));

/**
 * `/events/{id}/attendees/*`: the list, `create`, `import`, `{attendeeId}` (show) and
 * `{attendeeId}/edit`. Inside the event's basename, react-admin's own links (list, create) resolve
 * under `/events/{id}`; links to a record are built explicitly (react-admin's edit path is `/{id}`,
 * which here is the show page).
 */
export default function AttendeeRoutes() {
  const eventId = useCurrentEvent()?.event.id;
  if (!eventId) return null;
  return (
    <BasenameContextProvider basename={`/events/${eventId}`}>
      <ResourceContextProvider value="attendees">
        <Routes>
          <Route index element={<AttendeeList />} />
          <Route path="create" element={<AttendeeCreate />} />
          <Route
            path="import"
            element={
              <Guard route="attendees" eventId={eventId}>
                <Suspense fallback={<Loading />}>
                  <ImportWizard />
                </Suspense>
              </Guard>
            }
          />
          <Route path=":id" element={<AttendeeShow />} />
          <Route path=":id/edit" element={<AttendeeEdit />} />
          <Route path=":id/show" element={<Navigate to=".." relative="path" replace />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </ResourceContextProvider>
    </BasenameContextProvider>
  );
}
