/** The admin area's public surface: the guard is small and in the shell; the area itself is lazy. */
import { lazyWithAntd } from '../../lib/antd/lazy-with-antd.tsx';

export { RequireSuperuser } from './require-superuser.tsx';

export const AdminPage = lazyWithAntd(() => import('./admin-page.tsx').then((m) => m.AdminPage));
