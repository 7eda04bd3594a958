import type { LoginResult } from '@robot/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { getUserInfo, userInfoQueryOptions } from './api/get-user-info.ts';
import { useFeedback } from '../../lib/feedback.ts';

/**
 * After any successful login: keep the token, fetch the user, greet, and go back to the `redirect`
 * query when it is a path on this site (else home).
 */
export function useCompleteLogin(): (result: LoginResult) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { message } = useFeedback();
  const { t } = useTranslation('auth');
  return useCallback(
    async (result: LoginResult) => {
      const store = useAuthStore.getState();
      store.setToken(result.access_token);
      const user = await queryClient
        .fetchQuery({ ...userInfoQueryOptions(result.access_token), queryFn: getUserInfo })
        .catch(() => null);
      store.setUser(user);
      void message.success(t('messages.loginSuccess'));
      await navigate(safeRedirect(search.get('redirect')), { replace: true });
    },
    [queryClient, navigate, search, message, t],
  );
}
