import { ShareAltOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text.ts';
import { paths } from '../../../lib/paths.ts';

/** Copies the robot's public share link (/robot-detail/{uuid}). */
export function ShareButton({ uuid, size = 'large' }: { uuid: string; size?: 'middle' | 'large' }) {
  const { t } = useTranslation('robots');
  const { message } = App.useApp();
  const url = `${window.location.origin}${paths.robotDetail(uuid)}`;
  const onClick = () => {
    copyText(url).then(
      () => void message.success(t('detail.linkCopied')),
      () => void message.info({ content: t('detail.copyManually', { url }), duration: 8 }),
    );
  };
  return (
    <Button size={size} icon={<ShareAltOutlined />} onClick={onClick}>
      {t('detail.share')}
    </Button>
  );
}
