import { PictureOutlined } from '@ant-design/icons';
import { Button, Progress, Typography } from 'antd';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { imageAccept } from '../../../lib/uploads/file-checks.ts';
import { useImageInsertion } from './use-image-insertion.ts';

/**
 * The markdown editor's "Insert image" button: a real button (keyboard and screen readers) that opens
 * a hidden file picker; the file rules beside it, or the upload's progress while it goes.
 */
export function InsertImageButton(props: Parameters<typeof useImageInsertion>[0]) {
  // The file rules' refusals (file-checks.ts) are robotForm's and validation's words.
  const { t } = useTranslation(['directoryForm', 'robotForm', 'validation']);
  const { remember, choose, percent, uploading } = useImageInsertion(props);
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();

  return (
    <div className="rs-md-editor__toolbar">
      <Button
        icon={<PictureOutlined aria-hidden />}
        loading={uploading}
        aria-describedby={hintId}
        onClick={() => {
          remember();
          picker.current?.click();
        }}
      >
        {uploading ? t('upload.uploading') : t('editor.insertImage')}
      </Button>
      {percent !== null ? (
        <Progress
          percent={percent}
          size="small"
          aria-label={t('upload.uploading')}
          className="rs-md-editor__progress"
        />
      ) : (
        <Typography.Text id={hintId} type="secondary" className="rs-md-editor__hint">
          {t('upload.hint')}
        </Typography.Text>
      )}
      <input
        ref={picker}
        type="file"
        accept={imageAccept}
        hidden
        tabIndex={-1}
        data-testid="insert-image-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared, so choosing the same file again still tells us.
          e.target.value = '';
          if (file) choose(file);
        }}
      />
    </div>
  );
}
