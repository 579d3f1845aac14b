import type { ReactNode } from 'react';
import { List, TopToolbar, type ListProps } from 'react-admin';
import { WIDE_TABLE_SCROLLS } from '../layout/wide-table';
import { useCurrentEvent } from '../routing/EventContext';
import { EmptyList, type EmptyHint } from './EmptyList';
import { ExportButtons, type ExportableResource } from './ExportButtons';

export type EventResourceListProps = Omit<ListProps, 'resource' | 'actions' | 'exporter' | 'sx'> & {
  resource: string;
  /** The buttons above the list (in a TopToolbar); `false`: none; absent: react-admin's own. */
  toolbar?: ReactNode | false;
  /** The CSV/Excel export buttons (`GET …/{resource}/export`), last in the toolbar. */
  exportable?: boolean;
  /** What the list says, in place of the table, when the event has no record yet (no filter set). */
  emptyHint?: EmptyHint;
};

/**
 * The list of an event resource: the current event's records (`meta.eventId`), its own filters, sort and
 * page per event (`storeKey`), the list shown with its filters even when empty, the server's export
 * rather than react-admin's, and wide tables scrolling sideways. Empty, it says what to do first
 * (`emptyHint`) or, with filters set, that nothing matches them (EmptyList). Outside an event (a global resource
 * in a DialogList) it lists the global records, its list state under the resource's name.
 */
export function EventResourceList({ resource, toolbar, exportable = false, emptyHint, children, ...rest }: EventResourceListProps) {
  const eventId = useCurrentEvent()?.event.id;
  const exportButtons = exportable && eventId !== undefined && (
    <ExportButtons eventId={eventId} resource={resource as ExportableResource} />
  );
  const actions =
    toolbar === false ? (
      false
    ) : toolbar === undefined && !exportButtons ? undefined : (
      <TopToolbar>
        {toolbar}
        {exportButtons}
      </TopToolbar>
    );
  return (
    <List
      resource={resource}
      storeKey={eventId === undefined ? resource : `${resource}.${eventId}`}
      queryOptions={eventId === undefined ? undefined : { meta: { eventId } }}
      exporter={false}
      empty={false}
      sx={WIDE_TABLE_SCROLLS}
      {...(actions !== undefined && { actions })}
      {...rest}
    >
      <EmptyList hint={emptyHint} filterDefaults={rest.filterDefaultValues}>
        {children}
      </EmptyList>
    </List>
  );
}
