import { providerInput, type AdminProvider } from '@robot/contracts';
import { Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnterSubmits } from '../../../../components/enter-submits.tsx';
import { rulesFrom } from '../../../../lib/forms/rules-from.ts';
import { nestedFieldErrorsIn } from '../../ops-shared/field-errors.ts';
import { useModelsChange } from './use-models.ts';

interface Values {
  name: string;
  baseUrl: string;
  newKey: string;
  enabled: boolean;
}

/** Add or edit a provider. The key is write-only: the field starts empty, and empty keeps the stored key. */
export function ProviderModal(props: {
  provider: AdminProvider | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminOps');
  const [form] = Form.useForm<Values>();
  const save = useModelsChange({
    inline: nestedFieldErrorsIn(form, ['name', 'baseUrl', 'newKey'], { apiKey: 'newKey' }),
  });
  const p = props.provider;
  const submit = (v: Values) => {
    const key = v.newKey.trim();
    save.mutate(
      {
        action: 'saveProvider',
        provider: {
          ...(p ? { id: p.id } : {}),
          name: v.name.trim(),
          baseUrl: v.baseUrl.trim(),
          enabled: v.enabled,
          ...(key ? { apiKey: key } : {}),
        },
      },
      { onSuccess: props.onClose },
    );
  };
  return (
    <Modal
      open={props.open}
      title={p ? t('models.editProvider') : t('models.addProvider')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          name: p?.name ?? '',
          baseUrl: p?.baseUrl ?? '',
          newKey: '',
          enabled: p?.enabled ?? true,
        }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t('models.providerName')}
          rules={rulesFrom(providerInput.shape.name, t)}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="baseUrl"
          label={t('models.baseUrl')}
          rules={rulesFrom(providerInput.shape.baseUrl, t)}
        >
          <Input placeholder="https://api.example.com/v1" inputMode="url" />
        </Form.Item>
        <Form.Item
          name="newKey"
          label={t('models.newKey')}
          extra={p?.apiKeySet ? t('models.newKeyKeep') : t('models.newKeyHint')}
          rules={rulesFrom(providerInput.shape.apiKey, t)}
        >
          <Input.Password autoComplete="new-password" visibilityToggle={false} />
        </Form.Item>
        <Form.Item name="enabled" label={t('common.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <EnterSubmits disabled={save.isPending} />
      </Form>
    </Modal>
  );
}
