import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { EventProvider } from './EventContext';
import { Guard } from './Guard';

/**
 * An event screen without the staff layout (the gate's quick mode, the totems' kiosk): the event and
 * its UI configuration are loaded as for the other screens, and the caller must belong to the event.
 */
export function FullScreenEvent({ children, guard = 'event' }: { children: ReactNode; guard?: string }) {
  const { eventId } = useParams();
  return (
    <EventProvider>
      <Guard route={guard} eventId={Number(eventId)}>
        {children}
      </Guard>
    </EventProvider>
  );
}
