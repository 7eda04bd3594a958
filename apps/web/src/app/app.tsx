// antd's styles of the first screens, pre-built (build/antd-styles.ts): antd skips generating them.
// Loaded with the app's code rather than the entry, so the shell's first paint does not wait for it.
import 'virtual:antd-styles.css';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useRobotCategoriesSync } from '../features/categories/index.ts';
import { useUserInfoSync } from '../features/auth/index.ts';
import { Providers } from './providers.tsx';

export { prepareLanguage } from '../lib/i18n/i18n.ts';
import { appRoutes } from './routes.tsx';

const router = createBrowserRouter(appRoutes);

/** Start-up fetches of the spec: the signed-in user and the robot categories. */
function Bootstrap() {
  useUserInfoSync();
  useRobotCategoriesSync();
  return null;
}

export function App() {
  return (
    <Providers>
      <Bootstrap />
      <RouterProvider router={router} />
    </Providers>
  );
}
