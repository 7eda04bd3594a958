import { accountApi } from '@robot/contracts/client';
import { apiCall } from '../../../lib/api/client.ts';

/** Ends every session of the account, this one included. */
export const logoutEverywhere = () => apiCall(accountApi.logoutAll);
