import { Loading } from 'react-admin';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';
import { Gate } from './Gate';
import { NotAllowed } from './NotAllowed';

/**
 * `/events/{id}/quickmode/show` (issue 14): the gate screen for tablets and phones, full screen. The
 * zone and direction are chosen once; a keyboard-wedge scanner types the code and Enter into the one
 * input, which keeps the focus; the camera and a search by name are the fallbacks. The answer is big,
 * green or red, with a sound; the last 20 scans below. Offline it decides from the sealed list and
 * syncs when back (useGate).
 */
export default function QuickModePage() {
  const current = useCurrentEvent();
  const can = useEventAbility();
  if (!current) return <Loading />;
  if (!can('create', 'AccessControl')) return <NotAllowed eventId={current.event.id} />;
  return <Gate eventId={current.event.id} eventName={current.event.name} canOverride={can('override', 'AccessControl')} />;
}
