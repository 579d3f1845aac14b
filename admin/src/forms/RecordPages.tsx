import type { ReactElement } from 'react';
import { Create, DeleteButton, Edit, ListButton, SaveButton, Toolbar, TopToolbar, useRecordContext, useTranslate } from 'react-admin';

export interface RecordPagesProps<R> {
  resource: string;
  /** The prefix of the pages' test ids: `{testId}-back`, `{testId}-save`. */
  testId: string;
  /** The resource's form, given the toolbar to show under it. */
  form: (toolbar: ReactElement) => ReactElement;
  /** How the page's title and the delete confirmation name the record. */
  represent: (record: R) => string;
}

/**
 * The edit and create pages of an event resource with a page of its own (the kit, issue 25): back to the list
 * above, Save below (and Delete, asked first, on the edit page), both back to the list once saved. The resource
 * gives only its form: `const { EditPage, CreatePage } = recordPages({ resource: 'terms', testId: 'term', form, represent })`.
 */
export function recordPages<R extends { id: number }>({ resource, testId, form, represent }: RecordPagesProps<R>) {
  const actions = (
    <TopToolbar>
      <ListButton data-testid={`${testId}-back`} />
    </TopToolbar>
  );
  function Title() {
    const record = useRecordContext<R>();
    const translate = useTranslate();
    const name = translate(`resources.${resource}.name`, { smart_count: 1 });
    return <>{record ? translate('ra.page.edit', { name, recordRepresentation: represent(record) }) : ''}</>;
  }
  function EditToolbar() {
    const record = useRecordContext<R>();
    return (
      <Toolbar sx={{ justifyContent: 'space-between' }}>
        <SaveButton data-testid={`${testId}-save`} />
        <DeleteButton mutationMode="pessimistic" translateOptions={{ recordRepresentation: record && represent(record) }} />
      </Toolbar>
    );
  }
  function EditPage() {
    return (
      <Edit resource={resource} mutationMode="pessimistic" redirect="list" actions={actions} title={<Title />}>
        {form(<EditToolbar />)}
      </Edit>
    );
  }
  function CreatePage() {
    return (
      <Create resource={resource} redirect="list" actions={actions}>
        {form(
          <Toolbar>
            <SaveButton data-testid={`${testId}-save`} />
          </Toolbar>,
        )}
      </Create>
    );
  }
  return { EditPage, CreatePage };
}
