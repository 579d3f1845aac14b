import { PRODUCT_DEFAULTS, productSchema, type ProductDto } from '@eventdesk/shared';
import { Box, InputAdornment, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useSchemaRules } from '../forms/schema-rules';
import { euros, percent } from '../format/money';
import { LocalDateTimeInput } from '../forms/LocalDateInputs';
import { KEEP_TYPING } from '../forms/keep-typing';

const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%' } as const;
const cell = { flex: '1 1 220px' } as const;

// The inputs show euros and percentages: the schema's limits are in cents and basis points.
const IN_INPUT_UNITS = {
  price_cents: 'resources.products.validation.price_range',
  vat_rate: 'resources.products.validation.vat_range',
};
const nullIfEmpty = (value: unknown) => (value === '' ? null : value);
const arrayOrEmpty = (value: unknown) => (Array.isArray(value) ? value : []);

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" sx={{ mt: 2, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
}

/** Name and description per language, one tab each; a tab with an invalid field is shown in red. */
function LanguageTabs() {
  const translate = useTranslate();
  const rules = useSchemaRules(productSchema);
  const [tab, setTab] = useState<'it' | 'en'>('it');
  const { errors } = useFormState();
  const invalid = (lang: string) => Boolean(errors[`name_${lang}`] || errors[`description_${lang}`]);
  const tabSx = (lang: string) => (invalid(lang) ? { color: 'error.main' } : undefined);
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_, value: 'it' | 'en') => setTab(value)} sx={{ mb: 1 }}>
        <Tab value="it" label={translate('resources.products.tabs.it')} sx={tabSx('it')} data-testid="product-tab-it" />
        <Tab value="en" label={translate('resources.products.tabs.en')} sx={tabSx('en')} data-testid="product-tab-en" />
      </Tabs>
      {/* Both panels stay mounted (hidden, not removed), so their values and validation stay in the form. */}
      <Box hidden={tab !== 'it'}>
        <TextInput source="name_it" {...rules('name_it')} fullWidth />
        <TextInput source="description_it" {...rules('description_it')} multiline minRows={3} fullWidth />
      </Box>
      <Box hidden={tab !== 'en'}>
        <TextInput source="name_en" {...rules('name_en')} helperText="resources.products.helpers.english" fullWidth />
        <TextInput
          source="description_en"
          {...rules('description_en')}
          multiline
          minRows={3}
          helperText="resources.products.helpers.english"
          fullWidth
        />
      </Box>
    </Box>
  );
}

function StockHelper() {
  const record = useRecordContext<ProductDto>();
  const translate = useTranslate();
  const text = translate('resources.products.helpers.stock');
  return <>{record?.id ? `${text} ${translate('resources.products.helpers.sold', { smart_count: record.sold })}` : text}</>;
}

const adornment = (symbol: string) => ({ input: { endAdornment: <InputAdornment position="end">{symbol}</InputAdornment> } });

/**
 * A product's fields (create and edit). The API speaks cents and basis points; the inputs show euros
 * and percentages (money.ts). Sale times are typed in local time and sent as UTC. Server 422s land on
 * the fields through the save context (pessimistic mode).
 */
export function ProductForm({ toolbar }: { toolbar?: ReactElement }) {
  const rules = useSchemaRules(productSchema, IN_INPUT_UNITS);
  return (
    <SimpleForm noValidate resetOptions={KEEP_TYPING} toolbar={toolbar} sx={{ maxWidth: 960 }} defaultValues={PRODUCT_DEFAULTS}>
      <LanguageTabs />
      <Section title="resources.products.sections.sale" />
      <Box sx={row}>
        <ReferenceInput source="category_id" reference="product-categories" sort={{ field: 'position', order: 'ASC' }} perPage={200}>
          <SelectInput
            optionText="name_it"
            emptyText="resources.products.no_category"
            parse={nullIfEmpty}
            {...rules('category_id')}
            sx={cell}
          />
        </ReferenceInput>
        <BooleanInput source="active" helperText="resources.products.helpers.active" sx={cell} />
      </Box>
      <Box sx={row}>
        <NumberInput
          source="price_cents"
          label="resources.products.fields.price"
          format={euros.format}
          parse={euros.parse}
          {...rules('price_cents')}
          min={0}
          step={0.01}
          helperText="resources.products.helpers.price"
          slotProps={adornment('€')}
          sx={cell}
        />
        <NumberInput
          source="vat_rate"
          label="resources.products.fields.vat_percent"
          format={percent.format}
          parse={percent.parse}
          {...rules('vat_rate')}
          min={0}
          max={100}
          step={0.01}
          slotProps={adornment('%')}
          sx={cell}
        />
      </Box>
      <Box sx={row}>
        <NumberInput source="stock" {...rules('stock')} min={0} step={1} helperText={<StockHelper />} sx={cell} />
        <NumberInput
          source="max_per_attendee"
          {...rules('max_per_attendee')}
          min={1}
          step={1}
          helperText="resources.products.helpers.max_per_attendee"
          sx={cell}
        />
      </Box>
      <Box sx={row}>
        <LocalDateTimeInput
          source="sale_starts_at"
          {...rules('sale_starts_at')}
          helperText="resources.products.helpers.sale_window"
          sx={cell}
        />
        <LocalDateTimeInput
          source="sale_ends_at"
          {...rules('sale_ends_at')}
          helperText="resources.products.helpers.sale_window"
          sx={cell}
        />
      </Box>
      <ReferenceArrayInput
        source="attendee_category_ids"
        reference="attendee-categories"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={200}
      >
        <AutocompleteArrayInput
          optionText="name"
          label="resources.products.fields.attendee_category_ids"
          format={arrayOrEmpty}
          {...rules('attendee_category_ids')}
          helperText="resources.products.helpers.attendee_category_ids"
          fullWidth
        />
      </ReferenceArrayInput>
    </SimpleForm>
  );
}
