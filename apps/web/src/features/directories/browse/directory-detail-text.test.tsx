import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markdownSections } from '../../../components/markdown/markdown-sections.ts';
import { serveArticlePage } from '../../../test/article-page-api.ts';
import i18n from '../../../lib/i18n/i18n.ts';
import { articleFixture } from '../../../test/directory-fixtures.ts';
import { markdownGate } from '../../../test/markdown-gate.ts';
import { renderApp } from '../../../test/robot-fixtures.tsx';

// The markdown renderer arrives only when the test lets it: the page must not wait for it.
vi.mock('../../../components/markdown/markdown.tsx', async (original) =>
  (await import('../../../test/markdown-gate.ts')).heldUntilOpen(original),
);

const article = articleFixture();
const slow = { timeout: 10_000 };

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe("an item's text", { timeout: 60_000 }, () => {
  it('follows the picture, title and actions: they do not wait for its renderer', async () => {
    serveArticlePage(article);
    renderApp(`/article-detail/${article.uuid}`);
    const title = await screen.findByRole('heading', { level: 1 }, slow);
    expect(title).toHaveTextContent(article.title);
    expect(screen.getByRole('button', { name: /favourite/i })).toBeInTheDocument();
    const text = screen.getByRole('region', { name: 'Details' });
    expect(text.querySelector('[aria-busy]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Be specific' })).toBeNull();
    // the contents are there already, read from the text's source: nothing moves when it renders
    const contents = () =>
      within(screen.getByRole('navigation', { name: 'Contents' }))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    const expected = [
      ['Prompting for beginners', '#section-1'],
      ['Be specific', '#section-2'],
      ['Give examples', '#section-3'],
      ['Show the format', '#section-4'],
    ];
    expect(contents()).toEqual(expected);
    const indents = () =>
      within(screen.getByRole('navigation', { name: 'Contents' }))
        .getAllByRole('listitem')
        .map((li) => li.style.paddingInlineStart);
    const before = indents();
    // the link under the text waits for it: under the skeleton, it would move when the text came
    const more = () => screen.queryByRole('link', { name: 'Read more in the AI genius hall' });
    expect(more()).toBeNull();

    // the text is drawn in parts (decision 059): its headings' ids and levels run on across them
    expect(markdownSections(article.content)).toHaveLength(4);
    markdownGate.open();
    // the text's own headings come under the page's h1: its "# Prompting…" is an h2, its "##" h3s
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Be specific' }, slow),
    ).toHaveAttribute('id', 'section-2');
    expect(within(text).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Prompting for beginners',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(text.querySelector('[aria-busy]')).toBeNull());
    expect(contents()).toEqual(expected);
    expect(indents()).toEqual(before);
    expect(more()).toBeInTheDocument();
  });
});
