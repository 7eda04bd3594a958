import { message, Modal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import { AntdScope } from '../lib/antd/antd-scope.tsx';
import { statusIcons } from '../lib/antd/quiet-icons.tsx';
import { setFeedbackApis, type FeedbackHost as Host } from '../lib/feedback.ts';

type ToastType = keyof Host['message'];
type Content = Parameters<MessageInstance[ToastType]>[0];

/**
 * antd's toasts with our status icons (decorative, aria-hidden): antd's own read their English names
 * ("check-circle 提交成功"), and its message config takes no icon, only each call does.
 */
function quietToasts(api: MessageInstance): Host['message'] {
  const typed =
    (type: ToastType): MessageInstance[ToastType] =>
    (content, duration, onClose) => {
      const withIcon: Content =
        content !== null && typeof content === 'object' && 'content' in content
          ? { icon: statusIcons[type], ...content }
          : { content, icon: statusIcons[type] };
      return api[type](withIcon, duration, onClose);
    };
  return {
    success: typed('success'),
    error: typed('error'),
    info: typed('info'),
    warning: typed('warning'),
  };
}

/**
 * antd's message and modal holders, inside antd's scope (theme and locale, as antd's <App> renders
 * them), handed to lib/feedback.ts. Loaded on demand by providers.tsx.
 */
export default function FeedbackHost() {
  return (
    <AntdScope>
      <Holders />
    </AntdScope>
  );
}

function Holders() {
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 3 });
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    setFeedbackApis({ message: quietToasts(messageApi), modal: modalApi });
    return () => setFeedbackApis(null);
  }, [messageApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
}
