/** The redirect page's public surface. */
export { RedirectPage } from './redirect-page.tsx';
