import type { EventsStatsRowDto } from '@eventdesk/shared';
import {
  Alert,
  Box,
  Card,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading, Title, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { useFormatMoney } from '../format/money';
import { GroupedBars, Section } from './report-kit';

type SortKey = 'name' | 'attendees' | 'scans' | 'revenue_cents';
const COLUMNS: SortKey[] = ['name', 'attendees', 'scans', 'revenue_cents'];

/** The total of `Content-Range: reports/events 0-24/319` (after the last slash). */
const totalOf = (range: string | null) => Number(range?.split('/').pop() ?? 0);

/**
 * `/stats` (the app menu's `stats`, issue 28): per event the caller reads reports of, its attendees, admitted
 * entries and paid revenue (`GET /api/reports/events`, sorted and paged by the server). The chart of the page's
 * events leads, the numbers beside the bars; the table below has every figure.
 */
export default function EventsStatsPage() {
  const translate = useTranslate();
  const money = useFormatMoney();
  const [sort, setSort] = useState<{ field: SortKey; order: 'ASC' | 'DESC' }>({ field: 'attendees', order: 'DESC' });
  const [pageAt, setPageAt] = useState({ page: 0, perPage: 10 });
  const [state, setState] = useState<{ rows: EventsStatsRowDto[]; total: number } | { error: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const first = pageAt.page * pageAt.perPage;
    const q = new URLSearchParams({
      sort: JSON.stringify([sort.field, sort.order]),
      range: JSON.stringify([first, first + pageAt.perPage - 1]),
    });
    apiFetch<EventsStatsRowDto[]>(`/api/reports/events?${q}`).then(
      (r) => !cancelled && setState({ rows: r.json, total: totalOf(r.headers.get('Content-Range')) }),
      (e: { message?: string }) => !cancelled && setState({ error: e.message ?? String(e) }),
    );
    return () => {
      cancelled = true;
    };
  }, [sort, pageAt]);
  const revenue = (row: EventsStatsRowDto) =>
    row.revenue === null ? '—' : row.revenue.length ? row.revenue.map((m) => money(m.cents, m.currency)).join(' + ') : money(0);
  const sortBy = (field: SortKey) => {
    setSort((s) => ({ field, order: s.field === field && s.order === 'DESC' ? 'ASC' : 'DESC' }));
    setPageAt((p) => ({ ...p, page: 0 }));
  };
  return (
    <Box sx={{ mt: 2, minWidth: 0 }} data-testid="events-stats-page">
      <Title title={translate('reports.stats.title')} />
      {state && 'error' in state && <Alert severity="error">{translate('reports.error', { message: state.error })}</Alert>}
      {!state && <Loading />}
      {state && 'rows' in state && (
        <>
          <Section title={translate('reports.stats.chart')} testId="events-stats-chart">
            <GroupedBars
              bars={state.rows.map((r) => ({ key: r.id, label: r.name, count: r.attendees, scans: r.scans }))}
              label={(b) => b.label ?? String(b.key)}
              series={[
                { key: 'attendees', name: translate('reports.stats.attendees'), value: (b) => b.count },
                { key: 'scans', name: translate('reports.stats.scans'), value: (b) => b.scans },
              ]}
            />
          </Section>
          <Card sx={{ mt: 2, minWidth: 0 }}>
            <TableContainer>
              <Table size="small" data-testid="events-stats-table">
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((c) => (
                      <TableCell
                        key={c}
                        align={c === 'name' ? 'left' : 'right'}
                        sortDirection={sort.field === c ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
                      >
                        <TableSortLabel
                          active={sort.field === c}
                          direction={sort.field === c && sort.order === 'ASC' ? 'asc' : 'desc'}
                          onClick={() => sortBy(c)}
                          data-testid={`events-stats-sort-${c}`}
                        >
                          {translate(`reports.stats.${c}`)}
                        </TableSortLabel>
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {state.rows.map((r) => (
                    <TableRow key={r.id} data-testid={`events-stats-row-${r.id}`}>
                      <TableCell>
                        <Link to={`/events/${r.id}/reports`}>{r.name}</Link>
                      </TableCell>
                      <TableCell align="right" data-testid="events-stats-attendees">
                        {r.attendees.toLocaleString()}
                      </TableCell>
                      <TableCell align="right" data-testid="events-stats-scans">
                        {r.scans.toLocaleString()}
                      </TableCell>
                      <TableCell align="right" data-testid="events-stats-revenue">
                        {revenue(r)}
                      </TableCell>
                    </TableRow>
                  ))}
                  {!state.rows.length && (
                    <TableRow>
                      <TableCell colSpan={COLUMNS.length}>
                        <Typography color="text.secondary">{translate('reports.empty')}</Typography>
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={state.total}
              page={pageAt.page}
              rowsPerPage={pageAt.perPage}
              rowsPerPageOptions={[10, 25, 50]}
              onPageChange={(_e, page) => setPageAt((p) => ({ ...p, page }))}
              onRowsPerPageChange={(e) => setPageAt({ page: 0, perPage: Number(e.target.value) })}
              labelRowsPerPage={translate('reports.stats.per_page')}
              labelDisplayedRows={({ from, to, count }) => translate('reports.stats.rows', { from, to, count })}
            />
          </Card>
        </>
      )}
    </Box>
  );
}
