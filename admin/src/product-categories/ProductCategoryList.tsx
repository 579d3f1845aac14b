import { PRODUCT_CATEGORY_DEFAULTS, productCategorySchema, type ProductCategoryDto } from '@eventdesk/shared';
import { DataTable, NumberInput, TextInput } from 'react-admin';
import { DialogList } from '../forms/DialogList';
import { RowDeleteButton } from '../forms/RowDeleteButton';
import { useSchemaRules } from '../forms/schema-rules';

const RESOURCE = 'product-categories';

/**
 * `/events/{id}/productcategories` (ADMIN): the event's product categories, ordered by position, edited
 * in place through a dialog. Deleting one leaves its products without a category (the API does that).
 */
export default function ProductCategoryList() {
  const rules = useSchemaRules(productCategorySchema);
  return (
    <DialogList<ProductCategoryDto>
      resource={RESOURCE}
      testId="product-category"
      sort={{ field: 'position', order: 'ASC' }}
      title={(record) => record.name_it}
      defaultValues={PRODUCT_CATEGORY_DEFAULTS}
      columns={[
        <DataTable.NumberCol key="position" source="position" />,
        <DataTable.Col key="name_it" source="name_it" />,
        <DataTable.Col key="name_en" source="name_en" />,
        <DataTable.Col key="delete" align="right">
          <RowDeleteButton<ProductCategoryDto> name={(r) => r.name_it} />
        </DataTable.Col>,
      ]}
      inputs={[
        <TextInput key="name_it" source="name_it" {...rules('name_it')} autoFocus fullWidth />,
        <TextInput key="name_en" source="name_en" {...rules('name_en')} helperText={`resources.${RESOURCE}.helpers.name_en`} fullWidth />,
        <NumberInput
          key="position"
          source="position"
          {...rules('position')}
          step={1}
          helperText={`resources.${RESOURCE}.helpers.position`}
          fullWidth
        />,
      ]}
    />
  );
}
