/** The auth feature's public surface: other features and the app shell import from here only. */
import { lazyWithAntd } from '../../lib/antd/lazy-with-antd.tsx';

export { loginPathFor, RequireAuth } from './require-auth.tsx';
export { useLogout } from './use-logout.ts';
export { useUserInfoSync } from './api/get-user-info.ts';

// Code-split: each loads on first use.
export const LoginPage = lazyWithAntd(() => import('./login-page.tsx').then((m) => m.LoginPage));
export const ChangePasswordModal = lazyWithAntd(() =>
  import('./components/change-password-modal.tsx').then((m) => m.ChangePasswordModal),
);
export const SessionsModal = lazyWithAntd(() =>
  import('./components/sessions-modal.tsx').then((m) => m.SessionsModal),
);
