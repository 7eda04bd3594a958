import type { ReactNode } from 'react';
import { UploadsBaseContext, uploadsBaseOf } from '../../components/markdown/uploads-base.ts';
import { useSiteSettingsQuery } from '../../lib/use-site-settings.ts';

/**
 * Hands the site settings' `uploadsBaseUrl` (where an S3 install's uploads live) to the markdown of
 * every page below (decision 049). The settings are read at start-up anyway (the boot requests, the
 * announcement banner). When they arrive only this and the images that read the base render again:
 * `children` is the same element, so the page itself does not.
 */
export function UploadsBaseFromSettings({ children }: { children: ReactNode }) {
  const base = uploadsBaseOf(useSiteSettingsQuery().data?.uploadsBaseUrl);
  return <UploadsBaseContext value={base}>{children}</UploadsBaseContext>;
}
