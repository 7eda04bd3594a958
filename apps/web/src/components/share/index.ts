export { ShareActions, type ShareActionsProps } from './share-actions.tsx';
export { useWeChatShare, type WeChatShareData } from './use-wechat-share.ts';
export { isWeChatBrowser } from './wechat-browser.ts';
