import type { GateReportDto } from '@eventdesk/shared';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Empty, Section } from './report-kit';

/** A stored UTC moment (ISO 8601) as the reports write their slots: `MM-DD HH:MM`, UTC. */
export const utcMoment = (iso: string) => iso.slice(5, 16).replace('T', ' ');

/** Each zone's most people inside at once and when it first happened (UTC): a table, most first, as the API answers. */
export function GatePeaks({ report }: { report: GateReportDto }) {
  const translate = useTranslate();
  return (
    <Section title={translate('reports.gate.peaks')} testId="report-peaks">
      {report.peaks.length ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('reports.gate.zone')}</TableCell>
              <TableCell align="right">{translate('reports.gate.peak')}</TableCell>
              <TableCell align="right">{translate('reports.gate.peak_at')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.peaks.map((p) => (
              <TableRow key={p.zone_id} data-testid={`report-peak-${p.zone_id}`}>
                <TableCell>{p.zone}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {p.count.toLocaleString()}
                </TableCell>
                <TableCell align="right">{utcMoment(p.at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Empty />
      )}
    </Section>
  );
}
