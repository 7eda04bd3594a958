import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation to another path starts at the top of the page (product spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
