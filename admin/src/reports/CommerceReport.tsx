import type { CommerceReportBarDto, CommerceReportDto } from '@eventdesk/shared';
import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatMoney, useFormatVat } from '../format/money';
import { Bars, Figure, Section, grid } from './report-kit';

/** Sales: revenue by product first, then the totals, the categories, the payment methods, the VAT and what is still unpaid. */
export function CommerceReport({ report }: { report: CommerceReportDto }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const money = (cents: number) => formatMoney(cents);
  const vatRate = useFormatVat();
  const none = translate('reports.none');
  const named = (b: CommerceReportBarDto) => (b.key === null ? none : (b.label ?? String(b.key)));
  const revenue = translate('reports.commerce.revenue');
  const gross = (b: CommerceReportBarDto) => b.gross_cents;
  return (
    <Stack spacing={2} data-testid="report-commerce">
      <Section title={translate('reports.commerce.by_product')} testId="report-by-product">
        <Bars bars={report.by_product} name={revenue} label={named} value={gross} format={money} />
      </Section>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Figure label={translate('reports.commerce.orders')} value={report.orders} testId="report-orders" />
        <Figure label={revenue} text={money(report.gross_cents)} testId="report-gross" />
        <Figure label={translate('reports.commerce.paid')} text={money(report.paid_cents)} testId="report-paid" />
        <Figure label={translate('reports.commerce.vat_total')} text={money(report.vat_cents)} testId="report-vat-total" />
      </Box>
      <Box sx={grid}>
        <Section title={translate('reports.commerce.by_category')} testId="report-by-product-category">
          <Bars bars={report.by_category} name={revenue} label={named} value={gross} format={money} />
        </Section>
        <Section title={translate('reports.commerce.by_payment_method')} testId="report-by-payment-method">
          <Bars
            bars={report.by_payment_method}
            name={revenue}
            label={(b) => translate(`reports.commerce.method.${b.key}`)}
            value={gross}
            format={money}
          />
        </Section>
        <Section title={translate('reports.commerce.vat')} testId="report-vat">
          <Bars
            bars={report.vat}
            name={translate('reports.commerce.vat_total')}
            label={(b) => `${translate('reports.commerce.rate')} ${vatRate(Number(b.key))}`}
            value={(b) => b.vat_cents}
            format={money}
          />
        </Section>
        <Section title={translate('reports.commerce.unpaid_by_age')} testId="report-unpaid">
          <Bars
            bars={report.unpaid_by_age}
            name={translate('reports.commerce.orders')}
            label={(b) => translate(`reports.commerce.age.${b.key}`)}
          />
        </Section>
      </Box>
    </Stack>
  );
}
