import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useAuthStore } from '../../stores/auth-store.ts';

/** After this device's session was ended on the server: forget it here too and go to login. */
export function useForgetLogin(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    useAuthStore.getState().clear();
    queryClient.removeQueries({ queryKey: ['user'] });
    await navigate(paths.login);
  }, [navigate, queryClient]);
}
