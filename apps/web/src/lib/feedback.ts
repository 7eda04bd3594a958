import { message as staticMessage, Modal as StaticModal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';

type ModalApi = Pick<ModalStaticFunctions, 'confirm' | 'error' | 'info' | 'success' | 'warning'>;

/**
 * Toasts and dialogs for code outside React (the API client). `AntdFeedbackBridge` swaps in the
 * context-aware instances of antd's <App> so they follow the theme and locale; tests swap in fakes.
 */
let messageApi: MessageInstance = staticMessage;
let modalApi: ModalApi = StaticModal;

export const feedback = {
  get message(): MessageInstance {
    return messageApi;
  },
  get modal(): ModalApi {
    return modalApi;
  },
};

export function setFeedbackApis(next: { message?: MessageInstance; modal?: ModalApi }): void {
  if (next.message) messageApi = next.message;
  if (next.modal) modalApi = next.modal;
}
