import type { Config } from './config.ts';
import { DEMO_ACCOUNT } from './modules/users/demo-account.ts';

/** The web app's admin page of the AI models (apps/web: `paths.adminSection('models')`). */
export const ADMIN_MODELS_PATH = '/admin/models';

/** The lines the server prints once it listens (main.ts). */
export function startupBanner(config: Config, port: number): string {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const origin = `http://${host}:${port}`;
  const lines = [
    '',
    `  ${config.SITE_NAME_EN} · ${config.SITE_NAME_ZH}`,
    `  running at   ${origin}`,
    `  API docs at  ${origin}/api/docs`,
    `  database     ${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'}`,
  ];
  if (config.SEED_DEMO) {
    lines.push(`  demo account ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.password}`);
  }
  if (!config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) {
    lines.push(
      '  AI model     none configured: the built-in offline responder answers (set OPENAI_*,',
      `               or an admin adds one at ${origin}${ADMIN_MODELS_PATH}, no restart needed)`,
    );
  }
  return `${lines.join('\n')}\n`;
}
