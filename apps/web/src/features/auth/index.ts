/** The auth feature's public surface: other features and the app shell import from here only. */
import { lazy } from 'react';

export { loginPathFor, RequireAuth } from './require-auth.tsx';
export { useLogout } from './use-logout.ts';
export { useUserInfoSync } from './api/get-user-info.ts';

// Code-split: each loads on first use.
export const LoginPage = lazy(() =>
  import('./login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
export const ChangePasswordModal = lazy(() =>
  import('./components/change-password-modal.tsx').then((m) => ({
    default: m.ChangePasswordModal,
  })),
);
export const SessionsModal = lazy(() =>
  import('./components/sessions-modal.tsx').then((m) => ({ default: m.SessionsModal })),
);
