import { CopyOutlined, ShareAltOutlined, WechatOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { UiTiming } from '../../lib/ui-timing.ts';
import { copyText } from './copy-text.ts';
import { useWeChatShare } from './use-wechat-share.ts';
import { isWeChatBrowser } from './wechat-browser.ts';
import { useFeedback } from '../../lib/feedback.ts';

export interface ShareActionsProps {
  /** the shared page's title */
  title: string;
  /** one line about it (the system share sheet and WeChat's card show it) */
  text?: string | undefined;
  /** the picture WeChat's card shows */
  imageUrl?: string | undefined;
  /** the shared address; by default the current page without its #fragment */
  url?: string | undefined;
  size?: 'middle' | 'large';
  block?: boolean;
}

const currentUrl = () => window.location.href.split('#')[0] ?? window.location.href;

/**
 * A share button with a menu: copy the link, or the system share sheet where the browser has one.
 * Inside WeChat's browser it also sets what WeChat's own share menu shows, and says where that menu is.
 */
export function ShareActions({
  title,
  text,
  imageUrl,
  url,
  size = 'large',
  block,
}: ShareActionsProps) {
  const { t } = useTranslation('share');
  const { message } = useFeedback();
  useWeChatShare({ title, desc: text ?? title, imageUrl, link: url });

  const link = () => (url ? new URL(url, window.location.origin).toString() : currentUrl());

  const copyLink = () => {
    const target = link();
    copyText(target).then(
      () => void message.success(t('linkCopied')),
      () =>
        void message.info({
          content: t('copyManually', { url: target }),
          duration: UiTiming.manualCopyToastSeconds,
        }),
    );
  };

  const systemShare = () => {
    const target = link();
    navigator.share({ title, ...(text ? { text } : {}), url: target }).catch((err: unknown) => {
      // The person closed the sheet: nothing to say. Anything else: the link is still one copy away.
      if (err instanceof DOMException && err.name === 'AbortError') return;
      copyLink();
    });
  };

  const items: NonNullable<MenuProps['items']> = [
    { key: 'copy', icon: <CopyOutlined />, label: t('copyLink'), onClick: copyLink },
  ];
  if (typeof navigator.share === 'function') {
    items.push({
      key: 'system',
      icon: <ShareAltOutlined />,
      label: t('systemShare'),
      onClick: systemShare,
    });
  }
  if (isWeChatBrowser()) {
    items.push({ key: 'wechat', icon: <WechatOutlined />, label: t('weChatHint'), disabled: true });
  }

  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button size={size} block={block} icon={<ShareAltOutlined />}>
        {t('button')}
      </Button>
    </Dropdown>
  );
}
