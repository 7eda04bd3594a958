import { Suspense, useState, type ReactNode } from 'react';

/**
 * For a dialog whose code is loaded lazily: renders nothing until it is first opened (so its chunk is
 * fetched only then), and keeps it rendered afterwards so its closing animation plays and its state
 * survives. The dialog draws itself once its chunk arrives; until then there is nothing to show.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Derived from props while rendering (React's 'store information from previous renders' pattern).
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
