import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useFeedback } from '../../lib/feedback.ts';

export const loginPathFor = (pathWithSearch: string): string =>
  `${paths.login}?redirect=${encodeURIComponent(pathWithSearch)}`;

/**
 * Routes with requiresAuth: without a stored token, say why and go to login, remembering where the
 * visitor wanted to go so that login brings them back.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAuthStore((s) => s.token);
  const location = useLocation();
  const { message } = useFeedback();
  const { t } = useTranslation('auth');
  useEffect(() => {
    if (!token) void message.warning({ key: 'login-for-more', content: t('loginForMore') });
  }, [token, message, t]);
  if (!token)
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return children;
}
