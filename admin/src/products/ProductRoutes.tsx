import { BasenameContextProvider, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../pages/NotFound';
import { useCurrentEvent } from '../routing/EventContext';
import { ProductCreate, ProductEdit } from './ProductEdit';
import ProductList from './ProductList';

/**
 * `/events/{id}/products/*` (ADMIN): list, `create` and `{productId}`. The basename makes react-admin's
 * own links and redirects (row click, create, back to the list) stay inside the event.
 */
export default function ProductRoutes() {
  const eventId = useCurrentEvent()?.event.id;
  if (!eventId) return null;
  return (
    <BasenameContextProvider basename={`/events/${eventId}`}>
      <ResourceContextProvider value="products">
        <Routes>
          <Route index element={<ProductList />} />
          <Route path="create" element={<ProductCreate />} />
          <Route path=":id" element={<ProductEdit />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </ResourceContextProvider>
    </BasenameContextProvider>
  );
}
