import type { AttendeeDto } from '@eventdesk/shared';
import { Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Button, HttpError, useTranslate, type Identifier } from 'react-admin';

/** One record a bulk action could not change, and why (the API's messages, in the user's language). */
export interface BulkFailure {
  id: Identifier;
  /** Who it is: the attendee's name and code when known. */
  who: string;
  reasons: string[];
}

/** The API's reasons of one failed call: each field's message with its label, else the message. */
export function reasonsOf(error: unknown, label: (field: string) => string): string[] {
  if (error instanceof HttpError) {
    const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
    if (errors && Object.keys(errors).length)
      return Object.entries(errors).map(([field, message]) => `${label(field)}: ${String(message)}`);
    return [error.message];
  }
  return [(error as Error)?.message ?? String(error)];
}

export const nameOf = (a: Pick<AttendeeDto, 'id' | 'first_name' | 'last_name' | 'attendee_code'> | undefined, id: Identifier) =>
  a ? [a.last_name, a.first_name].filter(Boolean).join(' ') + (a.attendee_code ? ` (${a.attendee_code})` : '') : `#${id}`;

/**
 * Runs `work` for each id, a few at a time, and answers the ids that failed with their errors: a bulk
 * action goes on past a record that breaks a rule and then says which ones did and why.
 */
export async function settleEach(
  ids: readonly Identifier[],
  work: (id: Identifier) => Promise<unknown>,
  concurrency = 6,
): Promise<{ id: Identifier; error: unknown }[]> {
  const failures: { id: Identifier; error: unknown }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      try {
        await work(id);
      } catch (error) {
        failures.push({ id, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
  return failures;
}

/** The records a bulk action left unchanged, each with the reason: the user fixes them one by one. */
export function BulkFailuresDialog({ failures, total, onClose }: { failures: BulkFailure[]; total: number; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={failures.length > 0} onClose={onClose} fullWidth maxWidth="sm" data-testid="bulk-failures">
      <DialogTitle>{translate('resources.attendees.bulk.failed_title', { failed: failures.length, total })}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.attendees.name', { smart_count: 1 })}</TableCell>
              <TableCell>{translate('resources.attendees.bulk.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {failures.map((f) => (
              <TableRow key={String(f.id)} data-testid="bulk-failure">
                <TableCell>{f.who}</TableCell>
                <TableCell>{f.reasons.join(' · ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
