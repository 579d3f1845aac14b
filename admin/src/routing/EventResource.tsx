import type { EventAreaName } from '@eventdesk/shared';
import type { ComponentType, ReactElement } from 'react';
import { BasenameContextProvider, ResourceContextProvider } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound } from '../pages/NotFound';

/**
 * The screens of one event resource, as its folder's `index.ts` declares them (react-admin's demo
 * shape): `{ area, api, list, create, edit, show }`, with `page` for an area that is one screen only.
 * The index is read when the app starts (area-screens.ts finds it): its screens are `lazyPage`s, each
 * loaded when first shown.
 */
export interface EventResourceScreens {
  /** The area of the resource registry (shared/src/resources/registry.ts) the folder serves: `/events/{id}/{area}`. */
  area: EventAreaName;
  /** The menu's icon of an area that layout/area-icons.tsx does not list. */
  icon?: ComponentType;
  /** The API resource (`attendees`, `product-categories`), as in the resource registry. */
  api?: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  /** The record's own path `{id}` shows it and `{id}/edit` edits it (SPEC §2 attendees); else react-admin's `{id}` / `{id}/show`. */
  showAtRecordPath?: boolean;
  /** More sub-routes of the resource: path → screen (e.g. the attendee `import`). */
  extra?: Record<string, ComponentType>;
  /** An area that is a single screen (no list or records). */
  page?: ComponentType;
}

const element = (Screen: ComponentType | undefined): ReactElement => (Screen ? <Screen /> : <NotFound />);

/**
 * `/events/{id}/{area}/*`: the resource's routes. The basename makes react-admin's own links and
 * redirects (row click, create, back to the list) stay inside the event.
 */
export function EventResource({ eventId, screens }: { eventId: number; screens: EventResourceScreens }) {
  if (screens.page) return element(screens.page);
  const { list, create, edit, show, extra = {} } = screens;
  const recordRoutes = screens.showAtRecordPath
    ? [
        <Route key="show" path=":id" element={element(show)} />,
        <Route key="edit" path=":id/edit" element={element(edit)} />,
        <Route key="old-show" path=":id/show" element={<Navigate to=".." relative="path" replace />} />,
      ]
    : [
        <Route key="edit" path=":id" element={edit ? element(edit) : <Navigate to="show" replace />} />,
        ...(show ? [<Route key="show" path=":id/show" element={element(show)} />] : []),
      ];
  return (
    <BasenameContextProvider basename={`/events/${eventId}`}>
      <ResourceContextProvider value={screens.api ?? ''}>
        <Routes>
          <Route index element={element(list)} />
          {create && <Route path="create" element={element(create)} />}
          {Object.entries(extra).map(([path, Screen]) => (
            <Route key={path} path={path} element={element(Screen)} />
          ))}
          {recordRoutes}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </ResourceContextProvider>
    </BasenameContextProvider>
  );
}
