/** The preferences feature's public surface. */
import { lazy } from 'react';

// Opened from the menu only, so it loads on first use.
export const PreferencesModal = lazy(() =>
  import('./preferences-modal.tsx').then((m) => ({ default: m.PreferencesModal })),
);
