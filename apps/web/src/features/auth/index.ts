/** The auth feature's public surface: other features and the app shell import from here only. */
import { lazy } from 'react';
import { lazyWithAntd } from '../../lib/antd/lazy-with-antd.tsx';
import { withTexts } from '../../lib/i18n/with-texts.ts';

export { loginPathFor, RequireAuth } from './require-auth.tsx';
export { useLoginAndBack } from './use-login-and-back.ts';
export { useLogout } from './use-logout.ts';
export { useUserInfoSync } from './api/get-user-info.ts';

// Code-split: each loads on first use, with its texts beyond the core ones (decision 037).
// The sign-in page draws without antd (decision 033): antd comes with a toast, when one shows.
export const LoginPage = lazy(() =>
  import('./login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
export const ChangePasswordModal = lazyWithAntd(
  withTexts(['account'], () =>
    import('./components/change-password-modal.tsx').then((m) => m.ChangePasswordModal),
  ),
);
export const SessionsModal = lazyWithAntd(
  withTexts(['account'], () =>
    import('./components/sessions-modal.tsx').then((m) => m.SessionsModal),
  ),
);
