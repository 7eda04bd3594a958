import { Navigate, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { cameFromApp } from '../../lib/use-go-back.ts';

/** What the redirect tells the 404 page: its entry replaces the wrong address in history. */
export interface NotFoundState {
  cameFromApp: boolean;
}

/**
 * Any address the app has no page for: to /error/404 in its place (the spec), telling the page
 * whether the visitor came from one of our pages (a replaced entry has a key of its own).
 */
export function ToNotFound() {
  const location = useLocation();
  const state: NotFoundState = { cameFromApp: cameFromApp(location) };
  return <Navigate to={paths.notFound} replace state={state} />;
}
