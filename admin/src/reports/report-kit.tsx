import { Card, CardContent, CardHeader, GlobalStyles, Typography } from '@mui/material';
import type { SavedFilterDto } from '@eventdesk/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { Bar, BarChart, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Okabe–Ito: eight colours told apart with every common colour-vision deficiency. */
export const REPORT_PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];

/** Two columns of sections from the md breakpoint, one below it; printed, one column from a new page (after the leading chart). */
export const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  '@media print': { gridTemplateColumns: '1fr', breakBefore: 'page' },
} as const;

/** A bar of any report: a record's id or a code (null: none), its name, its count and maybe more numbers. */
export type Barlike = { key: string | number | null; label: string | null; count: number };

/** A big number with its name; `text` when the number is not a plain count (money, minutes). */
export function Figure({ label, value, text, testId }: { label: string; value?: number; text?: string; testId: string }) {
  return (
    <Card data-testid={testId} sx={{ flex: '1 1 10rem', minWidth: 0 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4">{text ?? (value ?? 0).toLocaleString()}</Typography>
      </CardContent>
    </Card>
  );
}

export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card data-testid={testId} sx={{ minWidth: 0 }}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'h6' }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

export function Empty() {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate('reports.empty')}</Typography>;
}

/**
 * One horizontal bar per item, its number beside it; an empty list says so. `value` picks the number (the
 * count by default) and `format` writes it (money, credits).
 */
export function Bars<T extends Barlike>({
  bars,
  name,
  label,
  value = (b) => b.count,
  format,
}: {
  bars: T[];
  name: string;
  label: (bar: T) => string;
  value?: (bar: T) => number;
  format?: (n: number) => string;
}) {
  if (!bars.length) return <Empty />;
  const data = bars.map((b) => ({ name: label(b), count: value(b) }));
  return (
    <ResponsiveContainer width="100%" height={40 + 32 * data.length}>
      <BarChart data={data} layout="vertical" margin={{ right: format ? 96 : 48 }}>
        <XAxis type="number" allowDecimals={false} hide />
        <YAxis type="category" dataKey="name" width={150} tick={{ fontSize: 14 }} />
        <Tooltip formatter={format ? (n) => format(Number(n)) : undefined} />
        <Bar dataKey="count" name={name} fill={REPORT_PALETTE[0]} minPointSize={2} isAnimationActive={false}>
          <LabelList
            dataKey="count"
            position="right"
            style={{ fontSize: 14, fontWeight: 600 }}
            formatter={format ? (n: unknown) => format(Number(n)) : undefined}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * Several numbers per item side by side (registered and attended) or stacked (the documentation statuses), one
 * colour each with a legend, every number beside its bar (a zero keeps a sliver and its number; stacked, a zero
 * is left out).
 */
export function GroupedBars<T extends Barlike>({
  bars,
  label,
  series,
  stacked = false,
}: {
  bars: T[];
  label: (bar: T) => string;
  series: { key: string; name: string; value: (bar: T) => number; color?: string }[];
  stacked?: boolean;
}) {
  if (!bars.length) return <Empty />;
  const data = bars.map((b) => ({ name: label(b), ...Object.fromEntries(series.map((s) => [s.key, s.value(b)])) }));
  const perBar = stacked ? 32 : 18 * series.length + 14;
  return (
    <ResponsiveContainer width="100%" height={70 + perBar * data.length}>
      <BarChart data={data} layout="vertical" margin={{ right: 48 }}>
        <XAxis type="number" allowDecimals={false} hide />
        <YAxis type="category" dataKey="name" width={150} tick={{ fontSize: 14 }} />
        <Tooltip />
        <Legend />
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            stackId={stacked ? 'all' : undefined}
            fill={s.color ?? REPORT_PALETTE[i % REPORT_PALETTE.length]}
            minPointSize={stacked ? 0 : 2}
            isAnimationActive={false}
          >
            <LabelList
              dataKey={s.key}
              position={stacked ? 'center' : 'right'}
              style={{ fontSize: 13, fontWeight: 600, fill: stacked ? '#fff' : undefined }}
              formatter={(n: unknown) => (stacked && !Number(n) ? '' : String(n))}
            />
          </Bar>
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * The saved attendee filters of the event the caller may read (`GET /api/events/{id}/filters`), as a filter's
 * choices; null while `eventId` is undefined (a role that reads none) or none is saved.
 */
export function useSavedFilters(eventId: number | undefined): { id: string; name: string }[] | null {
  const [choices, setChoices] = useState<{ id: string; name: string }[] | null>(null);
  useEffect(() => {
    if (!eventId) return;
    let cancelled = false;
    const q = new URLSearchParams({ filter: JSON.stringify({ resource: 'attendees' }), sort: '["name","ASC"]', range: '[0,199]' });
    apiFetch<SavedFilterDto[]>(`/api/events/${eventId}/filters?${q}`).then(
      ({ json }) => !cancelled && setChoices(json.length ? json.map((f) => ({ id: String(f.id), name: f.name })) : null),
      () => !cancelled && setChoices(null),
    );
    return () => {
      cancelled = true;
    };
  }, [eventId]);
  return choices;
}

/**
 * The reports' print stylesheet (`@media print`): no app bar, menu, filter bar or buttons; the page and its charts
 * the paper's full width, one column; black text on white; the breakdowns start a new page after the leading chart,
 * and no section is cut across two pages. `root` is the page's own `data-testid`.
 */
export function ReportPrintStyles({ root }: { root: string }) {
  const page = `[data-testid="${root}"]`;
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { margin: '12mm' },
          'html, body, .RaLayout-root, .RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content': {
            background: '#fff !important',
          },
          // A tooltip left open by the pointer is no figure.
          '.recharts-tooltip-wrapper': { display: 'none !important' },
          // react-admin's layout: its bar, its menu, and the content's margin beside the menu.
          '.MuiAppBar-root, .RaSidebar-root, .MuiDrawer-root, .RaAppBar-root, header': { display: 'none !important' },
          '.RaLayout-appFrame': { marginTop: '0 !important' },
          '.RaLayout-content, #main-content': {
            padding: '0 !important',
            margin: '0 !important',
            width: '100% !important',
            maxWidth: 'none !important',
          },
          [page]: { width: '100% !important', margin: '0 !important', color: '#000' },
          [`${page} *`]: { color: '#000 !important', boxShadow: 'none !important' },
          [`${page} .report-filter-bar, ${page} button, ${page} .MuiButton-root, ${page} .MuiTablePagination-root`]: {
            display: 'none !important',
          },
          [`${page} .MuiCard-root`]: { breakInside: 'avoid', border: '1px solid #999', background: '#fff !important' },
          [`${page} .recharts-text, ${page} .recharts-label, ${page} .recharts-cartesian-axis-tick-value`]: { fill: '#000 !important' },
        },
      }}
    />
  );
}
