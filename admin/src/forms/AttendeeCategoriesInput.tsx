import { AutocompleteArrayInput, ReferenceArrayInput, type Validator } from 'react-admin';

const arrayOrEmpty = (value: unknown) => (Array.isArray(value) ? value : []);

/**
 * `attendee_category_ids`: the event's attendee categories a record is for (a product on sale, a session
 * one may join), found by name; none chosen is an empty list.
 */
export function AttendeeCategoriesInput(props: { label: string; helperText: string; validate?: Validator; isRequired?: boolean }) {
  return (
    <ReferenceArrayInput
      source="attendee_category_ids"
      reference="attendee-categories"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={200}
    >
      <AutocompleteArrayInput optionText="name" format={arrayOrEmpty} {...props} fullWidth />
    </ReferenceArrayInput>
  );
}
