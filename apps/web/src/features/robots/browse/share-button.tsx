import { ShareAltOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';

/** Copies text with the Clipboard API, or the old selection way where that is unavailable (http). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

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
