import type { ProductDto } from '@eventdesk/shared';
import { Create, DeleteButton, Edit, ListButton, SaveButton, Toolbar, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { ProductForm } from './ProductForm';

function ProductTitle() {
  const record = useRecordContext<ProductDto>();
  const translate = useTranslate();
  const name = translate('resources.products.name', { smart_count: 1 });
  return <>{record ? translate('ra.page.edit', { name, recordRepresentation: record.name_it }) : ''}</>;
}

function Actions() {
  return (
    <TopToolbar>
      <ListButton data-testid="product-back" />
    </TopToolbar>
  );
}

/** A product in orders cannot be deleted: the API answers 409 and the notification says to deactivate it. */
function EditToolbar() {
  const record = useRecordContext<ProductDto>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton data-testid="product-save" />
      <DeleteButton mutationMode="pessimistic" translateOptions={{ recordRepresentation: record?.name_it }} />
    </Toolbar>
  );
}

/** `/events/{id}/products/{productId}`. */
export function ProductEdit() {
  return (
    <Edit resource="products" mutationMode="pessimistic" redirect="list" title={<ProductTitle />} actions={<Actions />}>
      <ProductForm toolbar={<EditToolbar />} />
    </Edit>
  );
}

/** `/events/{id}/products/create`. */
export function ProductCreate() {
  return (
    <Create resource="products" redirect="list" actions={<Actions />}>
      <ProductForm
        toolbar={
          <Toolbar>
            <SaveButton data-testid="product-save" />
          </Toolbar>
        }
      />
    </Create>
  );
}
