import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serveArticlePage } from '../../../test/article-page-api.ts';
import i18n from '../../../lib/i18n/i18n.ts';
import { articleFixture } from '../../../test/directory-fixtures.ts';
import { renderApp } from '../../../test/robot-fixtures.tsx';

// A failed chunk load (a deploy replaced it, the network dropped).
vi.mock('../../../components/markdown/markdown.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const article = articleFixture({ content: '## Be specific\n\nSay **what** you want.' });

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe("an item's text, when its renderer cannot be loaded", { timeout: 60_000 }, () => {
  it('is shown as written rather than left loading', async () => {
    serveArticlePage(article);
    renderApp(`/article-detail/${article.uuid}`);
    const text = await screen.findByRole('region', { name: 'Details' }, { timeout: 10_000 });
    await screen.findByText(/Say \*\*what\*\* you want\./, {}, { timeout: 10_000 });
    expect(text.querySelector('[aria-busy]')).toBeNull();
    expect(text).toHaveTextContent('## Be specific');
  });
});
