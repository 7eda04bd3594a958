import { userApi } from '@robot/contracts/client';
import { apiCall } from '../../../lib/api/client.ts';

/** Revokes the token on the server; a dead session (10401) or no network must not block logout. */
export const logout = () => apiCall(userApi.logout, { silent: true }).catch(() => null);
