import { FieldReason } from '@robot/contracts/client';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { rulesFrom, type Wording } from '../../../lib/forms/rules-from.ts';
import { useDirectoryCategories } from '../api/get-categories.ts';
import type { ItemFormSpec, TextFieldSpec } from './item-form-config.ts';
import { ImageField } from './image-field.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';
import { useAllowClear } from '../../../lib/antd/quiet-icons.tsx';

/** Required fields are checked when the user leaves them, then again as they type to fix them. */
const trigger = ['onBlur', 'onChange'];

/** The field labels, by the contract's field names. */
type FieldName =
  'image' | 'cover' | 'name' | 'title' | 'intro' | 'url' | 'categories' | 'detail' | 'content';

/** The inputs of one kind's item form; the modal owns loading, drafts and submitting. */
export function ItemFormFields({ spec }: { spec: ItemFormSpec }) {
  const { t, i18n } = useTranslation('directoryForm');
  const allowClear = useAllowClear();
  const { categories, isError, refetch } = useDirectoryCategories(spec.kind);
  const label = (name: FieldName) => t(`fields.${spec.kind}.${name}` as `fields.aitool.name`);

  /** The contract's rules for a field, in this form's words. */
  const rules = (name: FieldName, extra: Partial<Record<string, Wording>> = {}) => {
    const schema = spec.schema.shape[name];
    if (!schema) return [];
    return rulesFrom(schema, t, {
      [FieldReason.required]: () =>
        t(`validation.missing.${spec.kind}.${name}` as 'validation.missing.aitool.name'),
      [FieldReason.tooLong]: 'validation.maxLength',
      ...extra,
    });
  };

  const textField = (field: TextFieldSpec) => (
    <Form.Item
      name={field.name}
      label={label(field.name as FieldName)}
      validateTrigger={trigger}
      rules={rules(field.name as FieldName)}
    >
      {field.multiline ? (
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          count={{ show: true, max: field.max }}
          placeholder={t(`placeholders.${spec.kind}.${field.name}` as `placeholders.aitool.name`)}
        />
      ) : (
        <Input
          count={{ show: true, max: field.max }}
          placeholder={t(`placeholders.${spec.kind}.${field.name}` as `placeholders.aitool.name`)}
        />
      )}
    </Form.Item>
  );

  return (
    <>
      <Form.Item name={spec.image} label={label(spec.image)} rules={rules(spec.image)}>
        <ImageField label={label(spec.image)} square={spec.image === 'image'} />
      </Form.Item>
      {textField(spec.title)}
      {spec.intro ? textField(spec.intro) : null}
      {spec.url ? (
        <Form.Item
          name="url"
          label={label('url')}
          extra={spec.url.required ? undefined : t('hints.optionalUrl')}
          validateTrigger={trigger}
          rules={rules('url', { [FieldReason.invalidFormat]: 'validation.webUrl' })}
        >
          <Input type="url" inputMode="url" placeholder="https://" />
        </Form.Item>
      ) : null}
      <Form.Item
        name="categories"
        label={label('categories')}
        extra={t('hints.categories', { max: spec.categoriesMax })}
        validateTrigger={['onBlur', 'onChange']}
        rules={rules('categories', {
          [FieldReason.required]: 'validation.categoriesRequired',
          [FieldReason.tooMany]: () => t('validation.categoriesMax', { max: spec.categoriesMax }),
        })}
      >
        <Select
          mode="multiple"
          allowClear={allowClear.select}
          placeholder={t('placeholders.categories')}
          notFoundContent={isError ? t('categoriesFailed') : undefined}
          onOpenChange={(open) => {
            if (open && isError) void refetch();
          }}
          optionFilterProp="label"
          options={categories.map((c) => ({
            value: c.id,
            label: i18n.language.startsWith('zh') ? c.nameZh : c.nameEn,
          }))}
        />
      </Form.Item>
      <Form.Item
        name={spec.body.name}
        label={label(spec.body.name)}
        extra={t('hints.markdown')}
        validateTrigger={trigger}
        rules={rules(spec.body.name)}
      >
        <MarkdownEditor
          max={spec.body.max}
          placeholder={t(
            `placeholders.${spec.kind}.${spec.body.name}` as `placeholders.aitool.detail`,
          )}
        />
      </Form.Item>
    </>
  );
}
