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
