import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileProblem } from '../../../lib/uploads/file-checks.ts';
import { ImageUploadPicker } from '../../../components/image-upload-picker.tsx';
import { RobotPortrait } from '../components/robot-portrait.tsx';

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
  const texts = {
    success: t('upload.success'),
    fail: t('upload.fail'),
    refused: (problem: FileProblem) => t(problem),
    uploading: t('upload.uploading'),
    change: t('upload.change'),
    choose: t('upload.choose'),
  };

  return (
    <Flex gap={16} align="center">
      <div style={{ position: 'relative', flex: 'none' }} data-testid="portrait-preview">
        <RobotPortrait url={value} name={robotName.trim() || '?'} size={80} />
      </div>
      <ImageUploadPicker
        value={value}
        onChange={onChange}
        id={id}
        hint={t('hints.portrait')}
        texts={texts}
      />
    </Flex>
  );
}
