import type { ReactNode } from 'react';
import './header.css';

/** The sticky, blurred bar every header variant sits in (60 px tall; header.css). */
export function HeaderShell({ children }: { children: ReactNode }) {
  return <header className="rs-header">{children}</header>;
}
