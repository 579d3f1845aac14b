import { BasenameContextProvider, ResourceContextProvider } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound } from '../pages/NotFound';
import { useCurrentEvent } from '../routing/EventContext';
import OrderList from './OrderList';
import OrderShow from './OrderShow';

/**
 * `/events/{id}/orders/*` (ADMIN): the list and `{orderId}/show` (`{orderId}` leads there). Orders are
 * made by attendees at checkout: staff have no create or edit page, only the actions on the show page.
 */
export default function OrderRoutes() {
  const eventId = useCurrentEvent()?.event.id;
  if (!eventId) return null;
  return (
    <BasenameContextProvider basename={`/events/${eventId}`}>
      <ResourceContextProvider value="orders">
        <Routes>
          <Route index element={<OrderList />} />
          <Route path=":id/show" element={<OrderShow />} />
          <Route path=":id" element={<Navigate to="show" replace />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </ResourceContextProvider>
    </BasenameContextProvider>
  );
}
