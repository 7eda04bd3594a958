import { CheckCircleFilled, FileTextOutlined, LoadingOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Typography, Upload, theme } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { documentAccept } from '../../../lib/uploads/file-checks.ts';
import { useKnowledgeFile } from './use-knowledge-file.ts';

/**
 * Picks a txt, pdf or docx file and puts its text into the knowledge base field. `onBusyChange` says
 * when a file is being read (and false again when done, failed or gone), so the form can wait for it.
 */
export function KnowledgeUploader({
  onText,
  onBusyChange,
}: {
  onText: (text: string) => void;
  onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation('robotForm');
  const { token } = theme.useToken();
  const { state, choose } = useKnowledgeFile(onText);
  const busy =
    state.phase === 'reading' || state.phase === 'uploading' || state.phase === 'extracting';

  // Told in the commit that shows the new phase (a layout effect, not a passive one), so a Submit
  // clicked as soon as "N characters taken" shows never meets the busy flag of the render before.
  useLayoutEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);
  useLayoutEffect(() => () => onBusyChange?.(false), [onBusyChange]);

  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center" wrap>
        <Upload
          accept={documentAccept}
          multiple={false}
          maxCount={1}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void choose(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<FileTextOutlined aria-hidden />} loading={busy} style={{ minHeight: 40 }}>
            {t('knowledge.choose')}
          </Button>
        </Upload>
        <Typography.Text type="secondary" style={{ fontSize: 13, flex: '1 1 220px' }}>
          {t('knowledge.hint')}
        </Typography.Text>
      </Flex>
      <div aria-live="polite">
        {state.phase === 'uploading' ? (
          <Flex vertical gap={2}>
            <Typography.Text style={{ fontSize: 13 }}>
              {t('knowledge.uploading', { name: state.name })}
            </Typography.Text>
            <Progress percent={state.percent} size="small" />
          </Flex>
        ) : null}
        {state.phase === 'extracting' || state.phase === 'reading' ? (
          <Typography.Text style={{ fontSize: 13 }}>
            <LoadingOutlined aria-hidden /> {t('knowledge.extracting', { name: state.name })}
          </Typography.Text>
        ) : null}
        {state.phase === 'done' ? (
          <Typography.Text style={{ fontSize: 13 }}>
            <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden />{' '}
            {t('knowledge.extracted', { name: state.name, count: state.chars })}
          </Typography.Text>
        ) : null}
        {state.phase === 'error' ? (
          <Alert type="error" showIcon title={state.message} style={{ padding: '6px 12px' }} />
        ) : null}
      </div>
    </Flex>
  );
}
