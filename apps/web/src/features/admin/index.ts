/** The admin area's public surface: the guard is small and in the shell; the area itself is lazy. */
import { lazyWithAntd } from '../../lib/antd/lazy-with-antd.tsx';
import { withTexts } from '../../lib/i18n/with-texts.ts';

export { RequireSuperuser } from './require-superuser.tsx';

// The area's texts load with it, its sections' too (each section's code loads when it is opened).
export const AdminPage = lazyWithAntd(
  withTexts(['admin', 'adminOps', 'markdown'], () =>
    import('./admin-page.tsx').then((m) => m.AdminPage),
  ),
);
