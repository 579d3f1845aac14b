import { PRODUCT_DEFAULTS, productSchema, type ProductDto } from '@eventdesk/shared';
import { Box, InputAdornment, Tab, Tabs } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { AttendeeCategoriesInput } from '../forms/AttendeeCategoriesInput';
import { FORM_CELL, FORM_ROW, FormSection } from '../forms/FormSection';
import { useSchemaRules } from '../forms/schema-rules';
import { euros, percent } from '../format/money';
import { LocalDateTimeInput } from '../forms/LocalDateInputs';
import { KEEP_TYPING } from '../forms/keep-typing';

// The inputs show euros and percentages: the schema's limits are in cents and basis points.
const IN_INPUT_UNITS = {
  price_cents: 'resources.products.validation.price_range',
  vat_rate: 'resources.products.validation.vat_range',
};
const nullIfEmpty = (value: unknown) => (value === '' ? null : value);

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
      <FormSection title="resources.products.sections.sale" />
      <Box sx={FORM_ROW}>
        <ReferenceInput source="category_id" reference="product-categories" sort={{ field: 'position', order: 'ASC' }} perPage={200}>
          <SelectInput
            optionText="name_it"
            emptyText="resources.products.no_category"
            parse={nullIfEmpty}
            {...rules('category_id')}
            sx={FORM_CELL}
          />
        </ReferenceInput>
        <BooleanInput source="active" helperText="resources.products.helpers.active" sx={FORM_CELL} />
      </Box>
      <Box sx={FORM_ROW}>
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
          sx={FORM_CELL}
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
          sx={FORM_CELL}
        />
      </Box>
      <Box sx={FORM_ROW}>
        <NumberInput source="stock" {...rules('stock')} min={0} step={1} helperText={<StockHelper />} sx={FORM_CELL} />
        <NumberInput
          source="max_per_attendee"
          {...rules('max_per_attendee')}
          min={1}
          step={1}
          helperText="resources.products.helpers.max_per_attendee"
          sx={FORM_CELL}
        />
      </Box>
      <Box sx={FORM_ROW}>
        <LocalDateTimeInput
          source="sale_starts_at"
          {...rules('sale_starts_at')}
          helperText="resources.products.helpers.sale_window"
          sx={FORM_CELL}
        />
        <LocalDateTimeInput
          source="sale_ends_at"
          {...rules('sale_ends_at')}
          helperText="resources.products.helpers.sale_window"
          sx={FORM_CELL}
        />
      </Box>
      <AttendeeCategoriesInput
        label="resources.products.fields.attendee_category_ids"
        {...rules('attendee_category_ids')}
        helperText="resources.products.helpers.attendee_category_ids"
      />
    </SimpleForm>
  );
}
