import type { ReactNode } from 'react';
import { DeleteButton, useRecordContext, type RaRecord } from 'react-admin';

/**
 * A list row's delete button: asks first, names the record in the question (`name`), and stays on the
 * list. `disabled`, `title` and `confirmContent` pass through (a record in use, what deleting does).
 */
export function RowDeleteButton<R extends RaRecord>({
  name,
  ...props
}: { name: (record: R) => string; disabled?: boolean; title?: string; confirmContent?: ReactNode }) {
  const record = useRecordContext<R>();
  if (!record) return null;
  return <DeleteButton mutationMode="pessimistic" redirect={false} translateOptions={{ recordRepresentation: name(record) }} {...props} />;
}
