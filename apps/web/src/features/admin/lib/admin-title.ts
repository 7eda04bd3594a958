/** The id of the open section's heading (admin-page.tsx), which names the section's landmark. */
export const ADMIN_TITLE_ID = 'rs-admin-title';

/**
 * Puts the focus on the open section's heading (focusable by script only, tabIndex -1): where it
 * goes when the control that had it is gone and no neighbour can take it (e.g. the last row deleted).
 */
export function focusAdminTitle(): void {
  document.getElementById(ADMIN_TITLE_ID)?.focus();
}
