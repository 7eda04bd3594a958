import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { logout } from './api/logout.ts';
import { useFeedback } from '../../lib/feedback.ts';

/** Logout from the menu: confirm, revoke on the server, forget locally, say so, go to login. */
export function useLogout(): () => void {
  const { modal, message } = useFeedback();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    modal.confirm({
      title: t('logout.title'),
      content: t('logout.content'),
      okText: t('logout.confirm'),
      cancelText: t('logout.cancel'),
      onOk: async () => {
        await logout();
        useAuthStore.getState().clear();
        queryClient.removeQueries({ queryKey: ['user'] });
        void message.success(t('messages.logoutSuccess'));
        await navigate(paths.login);
      },
    });
  }, [modal, message, t, navigate, queryClient]);
}
