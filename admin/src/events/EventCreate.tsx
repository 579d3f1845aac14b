import { EVENT_DEFAULTS } from '@eventdesk/shared';
import { Create, SimpleForm } from 'react-admin';
import { EventFields, useEventValidation } from './EventFields';

/** A new event (superadmin); options, image and interface are set on its options page afterwards. */
export default function EventCreate() {
  const validate = useEventValidation();
  return (
    <Create resource="events" redirect={(_resource, id) => `events/${id}/options`}>
      <SimpleForm noValidate validate={validate} defaultValues={EVENT_DEFAULTS}>
        <EventFields />
      </SimpleForm>
    </Create>
  );
}
