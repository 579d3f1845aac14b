import { ATTENDEE_FIELDS } from '@eventdesk/shared';
import { FIELD_TABS, FORM_HIDDEN_FIELDS, groupFields } from './field-groups';

describe('attendee field tabs', () => {
  it('places every attendee field but the identifiers on a tab, as the shared table says', () => {
    expect([...FORM_HIDDEN_FIELDS]).toEqual(['id', 'uuid']);
    expect(ATTENDEE_FIELDS.filter((f) => !FIELD_TABS[f])).toEqual(['id', 'uuid']);
    expect(FIELD_TABS).toMatchObject({ email: 'personal-info', hire_date: 'work', payment_status: 'misc', tag_ids: 'misc' });
  });

  it('groups fields by tab in menu order, and moves fields of a missing tab to the first one', () => {
    expect(groupFields(['email', 'employer', 'pending', 'tag_ids'], ['work', 'personal-info', 'orders'])).toEqual([
      { tab: 'work', fields: ['employer', 'pending', 'tag_ids'] },
      { tab: 'personal-info', fields: ['email'] },
    ]);
  });
});
