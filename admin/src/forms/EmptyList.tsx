import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';

/** What an empty list says to do first (issue 29 item 17): one line, and the action when the role may take it. */
export interface EmptyHint {
  /** The i18n key of the line, e.g. `resources.zones.empty`. */
  message: string;
  /** The buttons that start (create, import, open quick mode); absent or false when the role may not. */
  actions?: ReactNode;
}

const hasValue = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** The filters the user set, beyond the list's own defaults (a default filter is the list as it opens). */
export function isFiltered(values: object | undefined, defaults: object = {}): boolean {
  const given = defaults as Record<string, unknown>;
  return Object.entries(values ?? {}).some(([key, v]) => hasValue(v) && JSON.stringify(v) !== JSON.stringify(given[key]));
}

/**
 * The list's body, or in its place, when no record is shown: with filters set, "no results with these
 * filters" and a button back to the list as it opens; without, the list's hint and action. The list's
 * toolbar and filters stay above either.
 */
export function EmptyList({ hint, filterDefaults, children }: { hint?: EmptyHint; filterDefaults?: object; children: ReactNode }) {
  const translate = useTranslate();
  const { isPending, data, total, filterValues, setFilters } = useListContext();
  const empty = !isPending && (total ?? (data as unknown[] | undefined)?.length ?? 0) === 0;
  if (!empty) return <>{children}</>;
  if (isFiltered(filterValues, filterDefaults))
    return (
      <EmptyBox testId="list-no-results" text={translate('lists.no_filtered_results')}>
        <Button label="lists.clear_filters" onClick={() => setFilters(filterDefaults ?? {}, [])} data-testid="list-clear-filters">
          <FilterAltOffIcon />
        </Button>
      </EmptyBox>
    );
  if (!hint) return <>{children}</>;
  return (
    <EmptyBox testId="list-empty-hint" text={translate(hint.message)}>
      {hint.actions}
    </EmptyBox>
  );
}

function EmptyBox({ testId, text, children }: { testId: string; text: string; children?: ReactNode }) {
  return (
    <Box data-testid={testId} sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2">{text}</Typography>
      {children}
    </Box>
  );
}
