import type { DirectoryKind } from '@robot/contracts';
import { Alert, Button, Flex, Form, Modal, Skeleton, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { translateKey } from '../../../lib/i18n/translate-key.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { ItemFormFields } from './item-form-fields.tsx';
import { useItemForm, type ItemFormTarget } from './use-item-form.ts';
import './item-form-modal.css';
import { EnterSubmits } from '../../../components/enter-submits.tsx';

/**
 * The one item form of the three directories, in a modal (a full-screen sheet on a phone): submit a
 * new item when `target.mode` is 'create', edit a loaded one otherwise.
 */
export function ItemFormModal({
  kind,
  target,
  onClose,
}: {
  kind: DirectoryKind;
  target: ItemFormTarget | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['directoryForm', 'common']);
  const isMobile = useIsMobile();
  const f = useItemForm(kind, target, onClose);
  const ready = f.loadState === 'ready';

  return (
    <Modal
      open={target !== null}
      title={t(`title.${kind}.${f.mode}`)}
      onCancel={f.close}
      mask={{ closable: false }}
      forceRender
      width={isMobile ? '100%' : 960}
      centered={!isMobile}
      className={isMobile ? 'rs-item-form rs-item-form--full' : 'rs-item-form'}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button size="large" onClick={f.close}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            size="large"
            type="primary"
            loading={f.saving}
            disabled={!ready}
            onClick={() => void f.submit()}
          >
            {t('common:actions.submit')}
          </Button>
        </Flex>
      }
    >
      {f.loadState === 'loading' ? (
        <div aria-busy="true" aria-label={t('load.loading')} style={{ paddingBlock: 8 }}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : null}
      {f.loadState === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={t('load.failed')}
          description={isApiError(f.loadError) ? translateKey(f.loadError.msg) : undefined}
          action={
            <Button size="small" onClick={f.retryLoad}>
              {t('load.retry')}
            </Button>
          }
        />
      ) : null}
      {ready && f.draftOffer ? (
        <Alert
          type="info"
          showIcon
          role="status"
          style={{ marginBottom: 12 }}
          title={t('draft.found', {
            time: new Date(f.draftOffer.savedAt).toLocaleString(i18n.language),
          })}
          action={
            <Flex gap={8} wrap>
              <Button size="small" type="primary" onClick={f.restoreDraft}>
                {t('draft.restore')}
              </Button>
              <Button size="small" onClick={f.discardDraft}>
                {t('draft.discard')}
              </Button>
            </Flex>
          }
        />
      ) : null}
      <Spin spinning={f.saving}>
        <Form
          form={f.form}
          name={`${kind}-form`}
          layout="vertical"
          requiredMark
          scrollToFirstError={{ block: 'center' }}
          onValuesChange={f.onValuesChange}
          // Enter in a one-line field submits, as the footer's Submit does (the footer is outside
          // the form, so the form holds a submit button of its own for the browser to press)
          onFinish={() => void f.submit()}
          onFinishFailed={() => void f.submit()}
          style={{ display: ready ? undefined : 'none', marginTop: 8 }}
        >
          <ItemFormFields spec={f.spec} />
          <EnterSubmits disabled={!ready || f.saving} />
        </Form>
      </Spin>
    </Modal>
  );
}
