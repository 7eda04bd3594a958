import { robotFormBody } from '@robot/contracts';
import { FieldReason, Limits } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Flex, Form, Input, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rulesFrom } from '../../../lib/forms/rules-from.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { promptQueryOptions } from '../api/get-prompt.ts';
import { useUpdatePromptMutation } from '../api/update-prompt.ts';
import { ROBOT_DIALOG_Z } from './overlay-layers.ts';
import type { RobotRef } from './robot-action-types.ts';
import { useSubmitOnce } from './submit-once.ts';
import { useFeedback } from '../../../lib/feedback.ts';
import './prompt-editor-drawer.css';

/** The spec's prompt drawer height. */
const DRAWER_HEIGHT = 520;

interface PromptValues {
  prompt: string;
}

/**
 * 'Training': a bottom drawer to edit a robot's system prompt. Opening loads the stored prompt (a
 * failed load is swallowed and the field starts empty); Cancel and a successful Submit close and clear.
 */
export function PromptEditorDrawer({
  robot,
  onClose,
}: {
  robot: RobotRef | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['robotForm', 'common']);
  const { message } = useFeedback();
  const isMobile = useIsMobile();
  const [form] = Form.useForm<PromptValues>();
  const uuid = robot?.uuid ?? '';
  const prompt = useQuery({ ...promptQueryOptions(uuid), enabled: robot !== null });
  const save = useUpdatePromptMutation();
  const busy = prompt.isFetching || save.isPending;

  useEffect(() => {
    if (prompt.data) form.setFieldsValue({ prompt: prompt.data.prompt });
  }, [prompt.data, form]);

  const close = () => {
    form.resetFields();
    save.reset();
    onClose();
  };

  // The transport's toast says why a save failed; the drawer stays open.
  const { submit } = useSubmitOnce({
    check: () => form.validateFields(),
    save: (values: PromptValues) => save.mutateAsync({ uuid, prompt: values.prompt ?? '' }),
    invalid: () => void message.warning(t('tips.pleaseCheckInput')),
    saved: () => {
      void message.success(t('tips.submitSuccess'));
      close();
    },
  });

  return (
    <Drawer
      open={robot !== null}
      placement="bottom"
      rootClassName="rs-prompt-drawer"
      size={isMobile ? '90%' : DRAWER_HEIGHT}
      title={t('prompt.title', { name: robot?.robotName ?? '' })}
      onClose={close}
      destroyOnHidden
      zIndex={ROBOT_DIALOG_Z}
      maskClosable={!busy}
      styles={{ body: { paddingBottom: 8 } }}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button size="large" onClick={close} disabled={save.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            size="large"
            type="primary"
            onClick={() => void submit()}
            loading={save.isPending}
            disabled={prompt.isFetching}
          >
            {t('common:actions.submit')}
          </Button>
        </Flex>
      }
    >
      {/* What a screen reader hears: "Loading the prompt…" or "Saving…" here, then the toast. */}
      <div role="status" className="rs-visually-hidden">
        {save.isPending ? t('tips.saving') : prompt.isFetching ? t('prompt.loading') : ''}
      </div>
      {/* The spinner and its mask over the form, but not antd's aria-live on its wrapper: that made
          the whole form a live region (the counter, an error, the loaded prompt read out). */}
      <Spin
        spinning={busy}
        aria-live="off"
        description={prompt.isFetching ? t('prompt.loading') : undefined}
      >
        <div style={{ maxWidth: 960, marginInline: 'auto' }}>
          <Form form={form} layout="vertical" name="robot-prompt" requiredMark={false}>
            <Form.Item
              name="prompt"
              label={t('fields.prompt')}
              extra={t('prompt.hint')}
              rules={rulesFrom(robotFormBody.shape.prompt, t, {
                [FieldReason.tooLong]: 'validation.maxLength',
              })}
            >
              <Input.TextArea
                placeholder={t('tips.pleaseEnterPrompt')}
                autoSize={{ minRows: 8, maxRows: 14 }}
                count={{ show: true, max: Limits.prompt }}
              />
            </Form.Item>
          </Form>
        </div>
      </Spin>
    </Drawer>
  );
}
