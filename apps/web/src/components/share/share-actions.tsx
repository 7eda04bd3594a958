import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import ShareAltOutlined from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import WechatOutlined from '@ant-design/icons-svg/es/asn/WechatOutlined';
import { useTranslation } from 'react-i18next';
import { Icon } from '../plain/icon.tsx';
import type { MenuAction } from '../plain/menu.tsx';
import { MenuButton } from '../plain/menu.tsx';
import { plainButtonClass } from '../plain/plain-button.tsx';
import { UiTiming } from '../../lib/ui-timing.ts';
import { copyText } from './copy-text.ts';
import { useWeChatShare } from './use-wechat-share.ts';
import { isWeChatBrowser } from './wechat-browser.ts';
import { useFeedback } from '../../lib/feedback.ts';
import './share-actions.css';

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
 * Inside WeChat's browser it also sets what WeChat's own share menu shows, and says where that menu is
 * (under the choices). Drawn without antd (decision 033): the share pages are first loads.
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

  const items: MenuAction[] = [{ key: 'copy', icon: CopyOutlined, label: t('copyLink') }];
  if (typeof navigator.share === 'function') {
    items.push({ key: 'system', icon: ShareAltOutlined, label: t('systemShare') });
  }

  return (
    <MenuButton
      items={items}
      label={t('button')}
      className={plainButtonClass({ variant: 'default', size, block }, true)}
      onSelect={(key) => (key === 'system' ? systemShare() : copyLink())}
      footer={
        isWeChatBrowser() ? (
          <p className="rs-share-wechat-hint">
            <Icon icon={WechatOutlined} /> {t('weChatHint')}
          </p>
        ) : undefined
      }
    >
      <Icon icon={ShareAltOutlined} />
      <span>{t('button')}</span>
    </MenuButton>
  );
}
