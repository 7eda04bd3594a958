import { ShareAltOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text.ts';

/**
 * Shares the public page `path`: the system share sheet where the browser has one (phones), else the
 * link is copied. Cancelling the sheet is not an error; a sheet that fails falls back to copying.
 */
export function ShareButton({ path, title, text }: { path: string; title: string; text: string }) {
  const { t } = useTranslation('directories');
  const { message } = App.useApp();
  const url = `${window.location.origin}${path}`;

  const copy = () =>
    copyText(url).then(
      () => void message.success(t('detail.linkCopied')),
      () => void message.info({ content: t('detail.copyManually', { url }), duration: 8 }),
    );

  const onClick = () => {
    if (typeof navigator.share === 'function') {
      navigator.share({ title, text, url }).catch((err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        void copy();
      });
      return;
    }
    void copy();
  };

  return (
    <Button size="large" block icon={<ShareAltOutlined />} onClick={onClick}>
      {t('detail.share')}
    </Button>
  );
}
