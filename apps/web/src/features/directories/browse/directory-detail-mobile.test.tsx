import { articleApi } from '@robot/contracts/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { articleFixture } from '../../../test/directory-fixtures.ts';
import { handle, serve, unanswered } from '../../../test/msw.ts';
import { renderApp } from '../../../test/robot-fixtures.tsx';
import { onAPhone } from '../../../test/media-query.ts';

const article = articleFixture();

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  useAuthStore.setState({ token: null, user: null });
  onAPhone();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('article on a phone', { timeout: 60_000 }, () => {
  it('puts the table of contents in a block that opens and closes, above the text', async () => {
    serve(
      handle(articleApi.detail, () => article),
      unanswered,
    );
    renderApp(`/article-info/${article.uuid}`);
    const summary = await screen.findByText('目录', { selector: 'summary' }, { timeout: 10_000 });
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
    const toc = within(details).getByRole('navigation', { name: '目录' });
    expect(within(toc).getAllByRole('link')).toHaveLength(4);
    // Before the text, not beside it.
    const text = screen.getByRole('region', { name: '详情' });
    expect(details.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: /收藏/ })).toBeInTheDocument();
  });
});
