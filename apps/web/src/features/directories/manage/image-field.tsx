import { PictureOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileProblem } from '../../../lib/uploads/file-checks.ts';
import { ImageUploadPicker } from '../../../components/image-upload-picker.tsx';

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
  const texts = {
    success: t('upload.success'),
    fail: t('upload.fail'),
    refused: (problem: FileProblem) => t(problem),
    uploading: t('upload.uploading'),
    change: t('upload.change'),
    choose: t('upload.choose'),
  };

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
      <ImageUploadPicker
        value={value}
        onChange={onChange}
        id={id}
        hint={t('upload.hint')}
        texts={texts}
      />
    </Flex>
  );
}
