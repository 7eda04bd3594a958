import { describe, expect, it } from 'vitest';
import { startupBanner } from './banner.ts';
import { loadConfig } from './config.ts';

describe('start-up banner', () => {
  it('without a model, says an admin can add one on the admin models page, no restart needed', () => {
    const banner = startupBanner(loadConfig({ HOST: '0.0.0.0' }), 8130);
    expect(banner).toContain('running at   http://localhost:8130');
    expect(banner).toContain('set OPENAI_*');
    expect(banner).toContain('an admin adds one at http://localhost:8130/admin/models');
    expect(banner).toContain('no restart needed');
    // short: no line wider than a plain terminal
    for (const line of banner.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
  });

  it('says nothing of models when OPENAI_* configure one', () => {
    const banner = startupBanner(
      loadConfig({ HOST: '127.0.0.1', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }),
      8131,
    );
    expect(banner).toContain('running at   http://127.0.0.1:8131');
    expect(banner).not.toContain('AI model');
    expect(banner).not.toContain('/admin/models');
  });
});
