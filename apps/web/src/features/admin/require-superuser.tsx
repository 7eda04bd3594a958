import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../lib/paths.ts';
import { useAuthStore } from '../../stores/auth-store.ts';

/**
 * Inside RequireAuth: a signed-in caller who is not a superuser sees the forbidden page. Until the
 * user info arrives the role is unknown, so it waits rather than sending a superuser away. The server
 * refuses every admin call to anyone else anyway; this only spares them an area of errors.
 */
export function RequireSuperuser({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  if (!user) return <PageLoader />;
  if (user.role !== 'superuser') return <Navigate to={paths.forbidden} replace />;
  return children;
}
