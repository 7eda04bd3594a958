import { useEffect, useRef, useState } from 'react';

/**
 * True once the returned element comes within `margin` of the viewport, and from then on: a section
 * below the fold asks for its data only when the reader scrolls near it. Without
 * IntersectionObserver (old browsers) it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);

  return { ref, near };
}
