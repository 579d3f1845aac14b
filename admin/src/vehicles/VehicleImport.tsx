import { VEHICLE_FIELDS, VEHICLE_SPEC_FIELDS } from '@eventdesk/shared';
import { Loading, useTranslate } from 'react-admin';
import { ImportWizard } from '../attendees/ImportWizard';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';

/**
 * `/events/{id}/vehicles/import`: the attendee import's wizard on the vehicle import (upsert by plate;
 * company by name or id, driver by attendee code) — the vehicle's fields, the specs only with the specs tab.
 */
export default function VehicleImport() {
  const current = useCurrentEvent();
  const can = useEventAbility();
  const translate = useTranslate();
  if (!current) return <Loading />;
  const specs = current.uiConfig.vehicle_edit_menu.some((item) => item.name === 'specs');
  const targets = VEHICLE_FIELDS.filter(
    (f) => f !== 'documentation_status' && (specs || !(VEHICLE_SPEC_FIELDS as readonly string[]).includes(f)),
  );
  return (
    <ImportWizard
      eventId={current.event.id}
      resource="vehicles"
      targets={targets}
      label={(field) => translate(`resources.vehicles.fields.${field}`, { _: field })}
      mayCreate={(what) => can('create', what)}
      title="resources.vehicles.import_title"
    />
  );
}
