import { usageApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api/client.ts';

export const siteSettingsKey = ['site-settings'] as const;

/**
 * What every page needs from the admin's config (registration open, the announcement): asked once
 * per visit, as it rarely changes. Shared by the header's banner and the sign-up form.
 */
export const useSiteSettingsQuery = () =>
  useQuery({
    queryKey: siteSettingsKey,
    queryFn: ({ signal }) => apiCall(usageApi.siteSettings, { signal, silent: true }),
    staleTime: 30 * 60_000,
    refetchOnWindowFocus: false,
  });
