import { Navigate, useLocation, useParams } from 'react-router';
import { safeRedirect } from '../../lib/safe-redirect.ts';

/** /redirect/{path}: goes to '/{path}' (with the query and hash) if it stays on this site, else home. */
export function RedirectPage() {
  const params = useParams();
  const location = useLocation();
  const target = safeRedirect(`/${params['*'] ?? ''}${location.search}${location.hash}`);
  return <Navigate to={target} replace />;
}
