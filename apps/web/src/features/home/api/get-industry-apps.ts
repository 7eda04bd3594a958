import { xkyApi } from '@robot/contracts/client';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api/index.ts';
import { HOME_STALE_MS, homeKeys } from './home-keys.ts';

export const HOME_INDUSTRY = 3;

export const getIndustryApps = (signal?: AbortSignal) =>
  apiCall(xkyApi.search, {
    query: { skip: 0, limit: HOME_INDUSTRY, sort: 'latest' },
    signal,
    silent: true,
  });

/** The newest industry applications, under the store system's presentation. */
export const useIndustryAppsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: homeKeys.industryApps(HOME_INDUSTRY),
    queryFn: ({ signal }) => getIndustryApps(signal).then((d) => d.list),
    staleTime: HOME_STALE_MS,
    enabled,
  });
