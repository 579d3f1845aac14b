import { Edit, TabbedForm, useNotify } from 'react-admin';
import { useCurrentEvent, useReloadEvent } from '../routing/EventContext';
import { EventFields, useEventValidation } from './EventFields';
import { ImageUpload } from './ImageUpload';
import { OptionsInput } from './OptionsInput';
import { UiConfigEditor } from './UiConfigEditor';
import { KEEP_TYPING } from '../forms/keep-typing';

/** `/events/{id}/options`: the event workspace — fields, image, options and interface per role. */
export default function EventEdit() {
  const current = useCurrentEvent();
  const reload = useReloadEvent();
  const notify = useNotify();
  const validate = useEventValidation();
  if (!current) return null;
  return (
    <Edit
      resource="events"
      id={current.event.id}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
          reload();
        },
      }}
    >
      <TabbedForm noValidate validate={validate} syncWithLocation={false} resetOptions={KEEP_TYPING}>
        <TabbedForm.Tab label="event_options.tab_general">
          <EventFields />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="event_options.tab_image">
          <ImageUpload />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="event_options.tab_options">
          <OptionsInput />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="event_options.tab_interface">
          <UiConfigEditor />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}
