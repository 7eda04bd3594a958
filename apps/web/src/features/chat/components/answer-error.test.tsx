import { ErrorCode } from '@robot/contracts/client';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { fakeChatApi } from '../../../test/chat-fixtures.tsx';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { AnswerError } from './answer-error.tsx';

beforeEach(() => {
  fakeChatApi();
});
afterEach(async () => {
  await i18n.changeLanguage('en-US');
});

const card = async () => {
  renderWithProviders(<AnswerError code={ErrorCode.unavailable} />);
  return screen.findByRole('alert');
};

// The server's offline responder says a model added on the admin area's Models page works at once;
// the card of a missing model says the same, not "set OPENAI_API_KEY and restart".
describe('AnswerError, no AI model configured', () => {
  it('points at the admin area’s Models page, effective without a restart (en-US)', async () => {
    await i18n.changeLanguage('en-US');
    const text = (await card()).textContent;
    expect(text).toContain('Models page of the admin area');
    expect(text).toContain('at once');
    expect(text).not.toMatch(/OPENAI_API_KEY|and restart it/);
  });

  it('says the same in Chinese (zh-CN)', async () => {
    await i18n.changeLanguage('zh-CN');
    const text = (await card()).textContent;
    expect(text).toContain('管理后台的「模型」页');
    expect(text).toContain('立即生效');
    expect(text).not.toMatch(/OPENAI_API_KEY|后重启/);
  });
});
