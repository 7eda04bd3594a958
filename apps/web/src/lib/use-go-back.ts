import { useLocation, useNavigate, type Location } from 'react-router';

/** True when this page was reached within the app, so history has one of our pages before it. */
export const cameFromApp = (location: Location): boolean => location.key !== 'default';

/**
 * Back in history when the page was reached within the app (the page before keeps its search and
 * scroll); opened directly (a shared link, a typed address), `fallback` instead of leaving the site.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (cameFromApp(location)) void navigate(-1);
    else void navigate(fallback);
  };
}
