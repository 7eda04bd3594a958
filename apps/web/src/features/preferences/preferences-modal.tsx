import { Form, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sendKeys, usePreferencesStore, type Preferences } from '../../stores/preferences-store.ts';
import { useFeedback } from '../../lib/feedback.ts';

/** The preferences form (product spec section 3), saved to localStorage through the store. */
export function PreferencesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['user', 'common']);
  const { message } = useFeedback();
  const [form] = Form.useForm<Preferences>();

  useEffect(() => {
    if (!open) return;
    const { sendKey, renderUserMessageInMd, codeAutoWrap, widerConversationPage } =
      usePreferencesStore.getState();
    form.setFieldsValue({ sendKey, renderUserMessageInMd, codeAutoWrap, widerConversationPage });
  }, [open, form]);

  const onFinish = (values: Preferences) => {
    usePreferencesStore.getState().update(values);
    void message.success(t('preferences.saved'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('preferences.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      forceRender
    >
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '1 1 auto' }}
        labelAlign="left"
        colon={false}
        onFinish={onFinish}
        name="preferences"
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="sendKey"
          label={t('preferences.sendKey')}
          extra={t('preferences.sendKeyHelp')}
        >
          <Select style={{ width: 160 }} options={sendKeys.map((k) => ({ value: k, label: k }))} />
        </Form.Item>
        <Form.Item
          name="renderUserMessageInMd"
          valuePropName="checked"
          label={t('preferences.renderUserMessageInMd')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="codeAutoWrap"
          valuePropName="checked"
          label={t('preferences.codeAutoWrap')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="widerConversationPage"
          valuePropName="checked"
          label={t('preferences.widerConversationPage')}
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
