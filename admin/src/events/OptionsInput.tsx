import { EVENT_OPTION_KEYS } from '@eventdesk/shared';
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, useTranslate, FormDataConsumer } from 'react-admin';

/** Key/value options; UI_CONFIG is edited on the interface tab, DEFAULT_LANGUAGE with a choice. */
export function OptionsInput() {
  const translate = useTranslate();
  return (
    <ArrayInput source="options" label="resources.events.fields.options">
      <SimpleFormIterator inline disableReordering>
        <TextInput source="key" label="event_options.key" helperText={false} sx={{ minWidth: 220 }} />
        <FormDataConsumer>
          {({ scopedFormData }) =>
            scopedFormData?.key === EVENT_OPTION_KEYS.DEFAULT_LANGUAGE ? (
              <SelectInput
                source="value"
                label="event_options.value"
                helperText={false}
                choices={[
                  { id: 'it', name: 'Italiano' },
                  { id: 'en', name: 'English' },
                ]}
              />
            ) : scopedFormData?.key === EVENT_OPTION_KEYS.UI_CONFIG ? (
              <TextInput
                source="value"
                label="event_options.value"
                helperText={translate('event_options.ui_config_help')}
                readOnly
                sx={{ minWidth: 320 }}
              />
            ) : (
              <TextInput source="value" label="event_options.value" helperText={false} sx={{ minWidth: 320 }} />
            )
          }
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
