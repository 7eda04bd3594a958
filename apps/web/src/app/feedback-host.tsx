import { message, Modal } from 'antd';
import { useEffect } from 'react';
import { AntdScope } from '../lib/antd/antd-scope.tsx';
import { setFeedbackApis } from '../lib/feedback.ts';

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
