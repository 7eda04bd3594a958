import { message, Modal } from 'antd';
import { useEffect } from 'react';
import { setFeedbackApis } from '../lib/feedback.ts';

/**
 * antd's message and modal holders, inside the theme and locale (what antd's <App> renders for
 * them), handed to lib/feedback.ts. Loaded on demand by providers.tsx.
 */
export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 3 });
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    setFeedbackApis({ message: messageApi, modal: modalApi });
    return () => setFeedbackApis(null);
  }, [messageApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
}
