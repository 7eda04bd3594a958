import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from './require-auth.tsx';

/**
 * For what a visitor must sign in to do (favourite, create, submit): go to sign in, and back to this
 * page with its search once signed in.
 */
export function useLoginAndBack(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    void navigate(loginPathFor(`${pathname}${search}`));
  }, [navigate, pathname, search]);
}
