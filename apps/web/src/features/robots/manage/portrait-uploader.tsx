import { CloudUploadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { RobotPortrait } from '../components/robot-portrait.tsx';
import { imageAccept } from '../../../lib/uploads/file-checks.ts';
import { useImageUpload } from '../../../lib/uploads/use-image-upload.ts';

/**
 * The portrait field: a preview (the generated portrait until one is uploaded), a picker, a progress
 * bar while uploading. Used as a Form.Item child, so it gets `value` and `onChange`.
 */
export function PortraitUploader({
  value,
  onChange,
  robotName,
  id,
}: {
  value?: string;
  onChange?: (url: string) => void;
  robotName: string;
  id?: string;
}) {
  const { t } = useTranslation(['robotForm', 'validation']);
  const { upload, percent, uploading } = useImageUpload((url) => onChange?.(url), {
    success: t('upload.success'),
    fail: t('upload.fail'),
    refused: (problem) => t(problem),
  });

  return (
    <Flex gap={16} align="center">
      <div style={{ position: 'relative', flex: 'none' }} data-testid="portrait-preview">
        <RobotPortrait url={value} name={robotName.trim() || '?'} size={80} />
      </div>
      <Flex vertical gap={6} style={{ minWidth: 0, flex: 1 }}>
        <Upload
          accept={imageAccept}
          multiple={false}
          maxCount={1}
          showUploadList={false}
          disabled={uploading}
          beforeUpload={(file) => {
            void upload(file);
            // We send the file ourselves (signature flow), never through antd's request.
            return Upload.LIST_IGNORE;
          }}
        >
          <Button
            id={id}
            icon={<CloudUploadOutlined />}
            loading={uploading}
            style={{ minHeight: 40 }}
          >
            {uploading ? t('upload.uploading') : value ? t('upload.change') : t('upload.choose')}
          </Button>
        </Upload>
        {percent !== null ? (
          <Progress percent={percent} size="small" aria-label={t('upload.uploading')} />
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t('hints.portrait')}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
