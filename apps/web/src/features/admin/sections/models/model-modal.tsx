import { modelInput, type AdminModel, type AdminProvider } from '@robot/contracts';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { InputNumber } from '../../../../components/input-number.tsx';
import { EnterSubmits } from '../../../../components/enter-submits.tsx';
import { rulesFrom } from '../../../../lib/forms/rules-from.ts';
import { nestedFieldErrorsIn } from '../../ops-shared/field-errors.ts';
import { useModelsChange } from './use-models.ts';

type Values = Omit<AdminModel, 'health'>;
const fields = [
  'id',
  'providerId',
  'upstreamModel',
  'labelZh',
  'labelEn',
  'tier',
  'supportsTools',
  'contextWindow',
  'creditsPerAnswer',
  'enabled',
  'sort',
] as const;

/** Add or edit a model of a provider (the id cannot change once it exists: chats refer to it). */
export function ModelModal(props: {
  model: AdminModel | null;
  providerId: string;
  providers: readonly AdminProvider[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminOps');
  const [form] = Form.useForm<Values>();
  const save = useModelsChange({ inline: nestedFieldErrorsIn(form, fields) });
  const m = props.model;
  const s = modelInput.shape;
  const initial: Values = m
    ? { ...m }
    : {
        id: '',
        providerId: props.providerId,
        upstreamModel: '',
        labelZh: '',
        labelEn: '',
        tier: 'standard',
        supportsTools: false,
        contextWindow: 128_000,
        creditsPerAnswer: 1,
        enabled: true,
        sort: 0,
      };
  const submit = (v: Values) => {
    save.mutate(
      {
        action: 'saveModel',
        model: {
          id: m ? m.id : v.id.trim(),
          providerId: v.providerId,
          upstreamModel: v.upstreamModel.trim(),
          labelZh: v.labelZh.trim(),
          labelEn: v.labelEn.trim(),
          tier: v.tier,
          supportsTools: v.supportsTools,
          contextWindow: v.contextWindow,
          creditsPerAnswer: v.creditsPerAnswer,
          enabled: v.enabled,
          sort: v.sort,
        },
      },
      { onSuccess: props.onClose },
    );
  };
  return (
    <Modal
      open={props.open}
      title={m ? t('models.editModel') : t('models.addModel')}
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
        initialValues={initial}
        onFinish={submit}
      >
        <Form.Item
          name="id"
          label={t('models.modelId')}
          rules={rulesFrom(s.id, t)}
          extra={t('models.modelIdHint')}
        >
          <Input disabled={m !== null} />
        </Form.Item>
        <Form.Item
          name="providerId"
          label={t('models.provider')}
          rules={rulesFrom(s.providerId, t)}
        >
          <Select options={props.providers.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item
          name="upstreamModel"
          label={t('models.upstreamModel')}
          rules={rulesFrom(s.upstreamModel, t)}
        >
          <Input />
        </Form.Item>
        <Form.Item name="labelZh" label={t('models.labelZh')} rules={rulesFrom(s.labelZh, t)}>
          <Input />
        </Form.Item>
        <Form.Item name="labelEn" label={t('models.labelEn')} rules={rulesFrom(s.labelEn, t)}>
          <Input />
        </Form.Item>
        <Form.Item name="tier" label={t('models.tier')} rules={rulesFrom(s.tier, t)}>
          <Select
            options={[
              { value: 'standard', label: t('models.tiers.standard') },
              { value: 'premium', label: t('models.tiers.premium') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="contextWindow"
          label={t('models.contextWindow')}
          rules={rulesFrom(s.contextWindow, t)}
        >
          <InputNumber style={{ width: '100%' }} min={1} precision={0} />
        </Form.Item>
        <Form.Item
          name="creditsPerAnswer"
          label={t('models.creditsPerAnswer')}
          rules={rulesFrom(s.creditsPerAnswer, t)}
        >
          <InputNumber style={{ width: '100%' }} min={0} precision={0} />
        </Form.Item>
        <Form.Item name="sort" label={t('models.sort')} rules={rulesFrom(s.sort, t)}>
          <InputNumber style={{ width: '100%' }} min={0} precision={0} />
        </Form.Item>
        <Form.Item name="supportsTools" label={t('models.supportsTools')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="enabled" label={t('common.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <EnterSubmits disabled={save.isPending} />
      </Form>
    </Modal>
  );
}
