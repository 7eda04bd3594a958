import { CloudUploadOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { imageAccept } from '../../../lib/uploads/file-checks.ts';
import { useImageUpload } from '../../../lib/uploads/use-image-upload.ts';

/**
 * A tool's image or an item's cover (a Form.Item child: `value`, `onChange`, `id`): a preview, a
 * picker that checks the file and uploads it through the signature flow, a progress bar meanwhile.
 */
export function ImageField({
  value,
  onChange,
  id,
  label,
  square = false,
}: {
  value?: string;
  onChange?: (url: string) => void;
  id?: string;
  /** what the image is, for the preview's text alternative */
  label: string;
  /** an AI tool's icon: a square preview, not the covers' 16:10 */
  square?: boolean;
}) {
  const { t } = useTranslation(['directoryForm', 'robotForm', 'validation']);
  const { upload, percent, uploading } = useImageUpload((url) => onChange?.(url), {
    success: t('upload.success'),
    fail: t('upload.fail'),
    refused: (problem) => t(problem),
  });

  return (
    <Flex gap={16} align="center" wrap>
      <div
        className={square ? 'rs-item-image rs-item-image--square' : 'rs-item-image'}
        data-testid="item-image-preview"
      >
        {value ? (
          <img src={value} alt={label} />
        ) : (
          <PictureOutlined aria-hidden style={{ fontSize: 28, opacity: 0.45 }} />
        )}
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
            // Sent by the signature flow, never by antd's request.
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
            {t('upload.hint')}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
