import {
  PAYMENT_DESK_TEXT_MAX,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_TOKENS,
  paymentSettingsSchema,
  type PaymentSettingsDto,
} from '@eventdesk/shared';
import { Alert, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CheckboxGroupInput,
  Form,
  HttpError,
  ListButton,
  Loading,
  SaveButton,
  TextInput,
  Title,
  TopToolbar,
  useCreatePath,
  useNotify,
  useTranslate,
} from 'react-admin';
import { apiFetch } from '../api/http';
import { useSchemaRules } from '../forms/schema-rules';
import { useCurrentEvent } from '../routing/EventContext';

const ROW = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * `/events/{id}/orders/payment-settings` (ADMIN): how the event's attendees pay — the methods enabled,
 * the bank details of a transfer with its reference pattern, the on-site desk text in both languages.
 * The attendee site offers a method only when it is enabled and configured; the top says which are.
 */
export default function PaymentSettingsPage() {
  const eventId = useCurrentEvent()?.event.id;
  const translate = useTranslate();
  const createPath = useCreatePath();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const rules = useSchemaRules(paymentSettingsSchema);
  const url = `/api/events/${eventId}/payment-settings`;
  const { data, isPending } = useQuery({
    queryKey: ['payment-settings', eventId],
    queryFn: async () => (await apiFetch<PaymentSettingsDto>(url)).json,
    enabled: eventId !== undefined,
  });
  if (isPending || !data) return <Loading />;

  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = (await apiFetch<PaymentSettingsDto>(url, { method: 'PUT', body: JSON.stringify(values) })).json;
      queryClient.setQueryData(['payment-settings', eventId], saved);
      notify('payment_settings.saved', { type: 'info' });
    } catch (e) {
      // 422: the field errors land on their inputs.
      if (e instanceof HttpError && e.body?.errors) return e.body.errors as Record<string, unknown>;
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  const method = (m: string) => translate(`resources.orders.payment_methods.${m}`);
  const stripeMissing = data.methods.includes('STRIPE') && !data.server_methods.includes('STRIPE');

  return (
    <Box sx={{ maxWidth: 880 }} data-testid="payment-settings">
      <Title title={translate('payment_settings.title')} />
      <TopToolbar>
        <ListButton resource="orders" label={translate('resources.orders.name', { smart_count: 2 })} />
      </TopToolbar>
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="payment-offered">
            <Typography variant="body2">{translate('payment_settings.offered')}</Typography>
            {data.offered.length === 0 ? (
              <Chip size="small" color="warning" label={translate('payment_settings.offered_none')} />
            ) : (
              data.offered.map((m) => <Chip key={m} size="small" color="success" label={method(m)} />)
            )}
          </Box>
          {stripeMissing && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {translate('payment_settings.stripe_missing')}
            </Alert>
          )}
          <Form record={data} onSubmit={save} noValidate>
            <Section title={translate('payment_settings.methods')}>
              <CheckboxGroupInput
                source="methods"
                label={false}
                choices={PAYMENT_METHODS.map((id) => ({ id, name: `resources.orders.payment_methods.${id}` }))}
                {...rules('methods')}
                data-testid="payment-methods"
              />
            </Section>
            <Section title={translate('payment_settings.bank')}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('payment_settings.bank_help')}
              </Typography>
              <Box sx={ROW}>
                <TextInput source="iban" {...rules('iban')} label="payment_settings.fields.iban" fullWidth />
                <TextInput source="beneficiary" {...rules('beneficiary')} label="payment_settings.fields.beneficiary" fullWidth />
                <TextInput source="bank_name" {...rules('bank_name')} label="payment_settings.fields.bank_name" fullWidth />
                <TextInput source="bic" {...rules('bic')} label="payment_settings.fields.bic" fullWidth />
              </Box>
              <TextInput
                source="reference_pattern"
                {...rules('reference_pattern')}
                label="payment_settings.fields.reference_pattern"
                helperText={translate('payment_settings.reference_help', { tokens: PAYMENT_REFERENCE_TOKENS.join(' ') })}
                fullWidth
              />
            </Section>
            <Section title={translate('payment_settings.desk')}>
              <Box sx={ROW}>
                <TextInput
                  source="desk_text_it"
                  {...rules('desk_text_it')}
                  label="payment_settings.fields.desk_text_it"
                  multiline
                  minRows={3}
                  slotProps={{ htmlInput: { maxLength: PAYMENT_DESK_TEXT_MAX } }}
                  fullWidth
                />
                <TextInput
                  source="desk_text_en"
                  {...rules('desk_text_en')}
                  label="payment_settings.fields.desk_text_en"
                  multiline
                  minRows={3}
                  slotProps={{ htmlInput: { maxLength: PAYMENT_DESK_TEXT_MAX } }}
                  fullWidth
                />
              </Box>
            </Section>
            <Section title={translate('payment_settings.gate')}>
              <Typography variant="body2" color="text.secondary">
                {translate('payment_settings.gate_help')}
              </Typography>
              <Button component={RouterLink} to={createPath({ resource: 'zones', type: 'list' })} size="small" sx={{ mt: 1 }}>
                {translate('payment_settings.gate_link')}
              </Button>
            </Section>
            <Box sx={{ mt: 2 }}>
              <SaveButton data-testid="payment-settings-save" alwaysEnable />
            </Box>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
