import { Dialog, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Button,
  CreateBase,
  EditBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useTranslate,
  WithRecord,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { KEEP_TYPING } from './keep-typing';

/** `{}` creates a record, `{ id }` edits one, null: closed. */
export type RecordDialogState = { id?: Identifier } | null;

function DialogToolbar({ onCancel }: { onCancel: () => void }) {
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
      <Button label="ra.action.cancel" onClick={onCancel} />
      <SaveButton />
    </Toolbar>
  );
}

/**
 * Create or edit a small record (a category, a tag) in a dialog over its list; pessimistic, so the
 * API's 422s land on the fields. `title(record)` names the record being edited.
 */
export function RecordDialog<R extends RaRecord>({
  resource,
  state,
  onClose,
  title,
  defaultValues,
  children,
  testId,
  width = 'xs',
}: {
  resource: string;
  state: RecordDialogState;
  onClose: () => void;
  title: (record: R) => string;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
  testId: string;
  /** `sm` for a form with pairs of inputs side by side. */
  width?: 'xs' | 'sm';
}) {
  const notify = useNotify();
  const translate = useTranslate();
  const name = translate(`resources.${resource}.name`, { smart_count: 1 });
  // "Zona creata" rather than "Elemento creato" where the catalogue says (i18n/created.ts).
  const done = (message: string, specific?: string) => ({
    onSuccess: () => {
      notify(specific ?? message, { type: 'info', messageArgs: { smart_count: 1, _: translate(message, { smart_count: 1 }) } });
      onClose();
    },
  });
  const form = (
    <SimpleForm noValidate toolbar={<DialogToolbar onCancel={onClose} />} defaultValues={defaultValues} resetOptions={KEEP_TYPING}>
      {children}
    </SimpleForm>
  );
  return (
    <Dialog open={state !== null} onClose={onClose} fullWidth maxWidth={width} data-testid={testId}>
      {state?.id != null ? (
        <EditBase
          resource={resource}
          id={state.id}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={done('ra.notification.updated')}
        >
          <WithRecord<R>
            render={(record) => <DialogTitle>{translate('ra.page.edit', { name, recordRepresentation: title(record) })}</DialogTitle>}
          />
          {form}
        </EditBase>
      ) : state ? (
        <>
          <DialogTitle>{translate('ra.page.create', { name })}</DialogTitle>
          <CreateBase
            resource={resource}
            redirect={false}
            mutationOptions={done('ra.notification.created', `resources.${resource}.notifications.created`)}
          >
            {form}
          </CreateBase>
        </>
      ) : null}
    </Dialog>
  );
}
