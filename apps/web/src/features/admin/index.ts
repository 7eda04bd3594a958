/** The admin area's public surface: the guard is small and in the shell; the area itself is lazy. */
import { lazy } from 'react';

export { RequireSuperuser } from './require-superuser.tsx';

export const AdminPage = lazy(() =>
  import('./admin-page.tsx').then((m) => ({ default: m.AdminPage })),
);
