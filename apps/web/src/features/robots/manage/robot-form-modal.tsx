import { Alert, Button, Flex, Form, Modal, Skeleton, Spin } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.ts';
import { translateKey } from '../../../lib/i18n/translate-key.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import type { RobotFormTarget } from './robot-action-types.ts';
import { ROBOT_DIALOG_Z } from './overlay-layers.ts';
import { RobotFormFields } from './robot-form-fields.tsx';
import { useKnowledgeTemplate } from './use-knowledge-template.ts';
import { useRobotForm } from './use-robot-form.ts';
import './robot-form-modal.css';

/** The robot form in a modal: create when `target.mode` is 'create', edit a loaded robot otherwise. */
export function RobotFormModal({
  target,
  onClose,
}: {
  target: RobotFormTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['robotForm', 'common']);
  const isMobile = useIsMobile();
  const { message } = useFeedback();
  const { form, mode, loadState, loadError, retryLoad, saving, submit, close } = useRobotForm(
    target,
    onClose,
  );
  const onTypeChange = useKnowledgeTemplate(form);
  const ready = loadState === 'ready';
  // A knowledge file still being read: saving now would save the robot without its text.
  // A ref, read at the click: a state would reach `trySubmit` only with the next render.
  const fileBusy = useRef(false);
  const onKnowledgeBusy = useCallback((busy: boolean) => {
    fileBusy.current = busy;
  }, []);
  const trySubmit = () => {
    if (fileBusy.current) {
      void message.warning(t('knowledge.waitForFile'));
      return;
    }
    void submit();
  };

  return (
    <Modal
      open={target !== null}
      title={mode === 'edit' ? t('title.edit') : t('title.create')}
      onCancel={close}
      mask={{ closable: false }}
      zIndex={ROBOT_DIALOG_Z}
      forceRender
      width={isMobile ? '100%' : 720}
      centered={!isMobile}
      className={
        isMobile ? 'rs-robot-form-modal rs-robot-form-modal--sheet' : 'rs-robot-form-modal'
      }
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button size="large" onClick={close} disabled={saving}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            size="large"
            type="primary"
            loading={saving}
            disabled={!ready}
            // The form's submit button, so Enter in a one-line field submits as in any web form.
            htmlType="submit"
            form="robot-form"
          >
            {t('common:actions.submit')}
          </Button>
        </Flex>
      }
    >
      {loadState === 'loading' ? (
        <div aria-busy="true" aria-label={t('load.loading')} style={{ paddingBlock: 8 }}>
          <Skeleton avatar={{ size: 80, shape: 'square' }} active paragraph={{ rows: 6 }} />
        </div>
      ) : null}
      {loadState === 'failed' || loadState === 'notOwner' ? (
        <Alert
          type="error"
          showIcon
          title={t('load.failed')}
          description={
            loadState === 'notOwner'
              ? translateKey('errors.forbidden')
              : isApiError(loadError)
                ? translateKey(loadError.msg)
                : undefined
          }
          action={
            loadState === 'failed' ? (
              <Button size="small" onClick={retryLoad}>
                {t('load.retry')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {/* What a screen reader hears of the save: "Saving…" here, then the success or error toast. */}
      <div role="status" className="rs-visually-hidden">
        {saving ? t('tips.saving') : ''}
      </div>
      {/* The spinner and its mask over the form, but not antd's aria-live on its wrapper: that made
          the whole form a live region, every change in it (a counter, an error, a field AI writes)
          read out as it happened. */}
      <Spin spinning={saving} aria-live="off">
        <Form
          form={form}
          name="robot-form"
          layout="vertical"
          requiredMark
          scrollToFirstError={{ block: 'center' }}
          // Both the button and Enter submit the element; our submit() checks, guards and saves.
          onSubmitCapture={(event) => {
            event.preventDefault();
            event.stopPropagation();
            trySubmit();
          }}
          style={{ display: ready ? undefined : 'none', marginTop: 8 }}
        >
          <RobotFormFields
            form={form}
            open={target !== null}
            onTypeChange={onTypeChange}
            onKnowledgeBusy={onKnowledgeBusy}
          />
        </Form>
      </Spin>
    </Modal>
  );
}
