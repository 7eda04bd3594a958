import { CheckCircleFilled, CloudUploadOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import type { ReactNode } from 'react';
import { imageAccept } from '../lib/uploads/file-checks.ts';
import { useImageUpload, type ImageUploadTexts } from '../lib/uploads/use-image-upload.ts';

export interface ImagePickerTexts extends ImageUploadTexts {
  uploading: string;
  change: string;
  choose: string;
}

/**
 * The picker half of an image field (robot portraits, directory images and covers): a button that
 * checks the file and uploads it through the signature flow, then a progress bar while it goes, or
 * the field's hint. The preview beside it is the caller's.
 */
export function ImageUploadPicker({
  value,
  onChange,
  id,
  hint,
  texts,
}: {
  value?: string;
  onChange?: (url: string) => void;
  id?: string;
  hint: ReactNode;
  texts: ImagePickerTexts;
}) {
  const { upload, percent, uploading } = useImageUpload((url) => onChange?.(url), texts);
  return (
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
          icon={<CloudUploadOutlined aria-hidden />}
          loading={uploading}
          style={{ minHeight: 40 }}
        >
          {uploading ? texts.uploading : value ? texts.change : texts.choose}
        </Button>
      </Upload>
      {percent !== null ? (
        <UploadProgress percent={percent} label={texts.uploading} />
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {hint}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * The upload's progress bar. At 100 % (sent, the server still answering) antd draws a check mark
 * that reads its English name ("check-circle"): ours is decorative, the bar is named by `label`.
 */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <Progress
      percent={percent}
      size="small"
      aria-label={label}
      format={(p) => (p === 100 ? <CheckCircleFilled aria-hidden /> : `${p}%`)}
    />
  );
}
