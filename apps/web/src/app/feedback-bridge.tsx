import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedbackApis } from '../lib/feedback.ts';

/** Hands antd's context-aware message and modal to code outside React (the API client). */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    setFeedbackApis({ message, modal });
  }, [message, modal]);
  return null;
}
