import type { AppContext } from '../../app.ts';
import type { Router } from '../../lib/router.ts';

export async function registerMonitorModule(_router: Router, _ctx: AppContext): Promise<void> {}
