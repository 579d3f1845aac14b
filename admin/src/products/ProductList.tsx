import type { ProductCategoryDto, ProductDto } from '@eventdesk/shared';
import { Typography } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  DataTable,
  FilterButton,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormatDateTime } from '../format/dates';
import { useFormatMoney, useFormatVat } from '../format/money';
import { EventResourceList } from '../forms/EventResourceList';

const filters = [
  <SearchInput source="q" alwaysOn key="q" />,
  <ReferenceInput source="category_id" reference="product-categories" sort={{ field: 'position', order: 'ASC' }} key="category_id">
    <SelectInput optionText="name_it" />
  </ReferenceInput>,
  <NullableBooleanInput source="active" key="active" />,
];

function Price() {
  const record = useRecordContext<ProductDto>();
  const money = useFormatMoney();
  return <>{record ? money(record.price_cents, record.currency) : null}</>;
}

function Vat() {
  const record = useRecordContext<ProductDto>();
  const vat = useFormatVat();
  return <>{record ? vat(record.vat_rate) : null}</>;
}

/** "sold / stock", or "sold / unlimited". */
function StockSold() {
  const record = useRecordContext<ProductDto>();
  const translate = useTranslate();
  if (!record) return null;
  const stock = record.stock === null ? translate('resources.products.unlimited') : String(record.stock);
  const soldOut = record.stock !== null && record.sold >= record.stock;
  return (
    <Typography variant="body2" component="span" color={soldOut ? 'error' : undefined} data-testid="product-stock">
      {record.sold} / {stock}
    </Typography>
  );
}

function SaleWindow() {
  const record = useRecordContext<ProductDto>();
  const translate = useTranslate();
  const date = useFormatDateTime();
  if (!record) return null;
  const { sale_starts_at: from, sale_ends_at: to } = record;
  if (!from && !to) return <>{translate('resources.products.always')}</>;
  if (from && to) return <>{`${date(from)} – ${date(to)}`}</>;
  return (
    <>{from ? translate('resources.products.from', { date: date(from) }) : translate('resources.products.until', { date: date(to) })}</>
  );
}

/** `/events/{id}/products` (ADMIN): the event's products; a row opens its edit page. */
export default function ProductList() {
  return (
    <EventResourceList
      resource="products"
      filters={filters}
      sort={{ field: 'name_it', order: 'ASC' }}
      toolbar={
        <>
          <FilterButton />
          <CreateButton data-testid="product-create" />
        </>
      }
      emptyHint={{ message: 'resources.products.empty', actions: <CreateButton data-testid="product-empty-create" /> }}
    >
      <DataTable<ProductDto> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name_it" />
        <DataTable.Col source="category_id">
          <ReferenceField<ProductDto, ProductCategoryDto> source="category_id" reference="product-categories" link={false}>
            <TextField source="name_it" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="price_cents" align="right">
          <Price />
        </DataTable.Col>
        <DataTable.Col source="vat_rate" align="right" disableSort>
          <Vat />
        </DataTable.Col>
        <DataTable.Col source="stock" label="resources.products.fields.sold_stock" align="right">
          <StockSold />
        </DataTable.Col>
        <DataTable.Col source="sale_starts_at" label="resources.products.fields.sale_window">
          <SaleWindow />
        </DataTable.Col>
        <DataTable.Col source="active" field={BooleanField} />
      </DataTable>
    </EventResourceList>
  );
}
