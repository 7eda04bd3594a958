import { aiToolApi } from '@robot/contracts/client';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { aiToolFixture } from '../../../test/directory-fixtures.ts';
import { handle, serve, unanswered } from '../../../test/msw.ts';
import { markdownGate } from '../../../test/markdown-gate.ts';
import { renderApp } from '../../../test/robot-fixtures.tsx';

// The markdown renderer arrives only when the test lets it (one gate per file: it opens once).
vi.mock('../../../components/markdown/markdown.tsx', async (original) =>
  (await import('../../../test/markdown-gate.ts')).heldUntilOpen(original),
);

const tool = aiToolFixture({
  detail: [
    'Sketch Pal turns a **rough doodle** into a finished picture,\nin the style you pick.',
    '## How it works',
    'Draw, then press go.',
  ].join('\n\n'),
});
const slow = { timeout: 10_000 };

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe("an AI tool's text before its renderer", { timeout: 60_000 }, () => {
  it('draws its plain opening paragraph at once, as the renderer then draws it', async () => {
    serve(
      handle(aiToolApi.detail, () => tool),
      unanswered,
    );
    renderApp(`/ai-tool-detail/${tool.uuid}`);
    await screen.findByRole('heading', { level: 1 }, slow);
    const text = screen.getByRole('region', { name: 'Details' });
    const paragraph = () => text.querySelector('p');
    // the opening paragraph, bold and line break as written; the rest is still a placeholder
    expect(paragraph()).toHaveTextContent(
      'Sketch Pal turns a rough doodle into a finished picture, in the style you pick.',
    );
    expect(paragraph()!.querySelector('strong')).toHaveTextContent('rough doodle');
    expect(text.querySelector('[aria-busy]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'How it works' })).toBeNull();
    const drawnFirst = paragraph()!.outerHTML;

    markdownGate.open();
    await screen.findByRole('heading', { level: 2, name: 'How it works' }, slow);
    await waitFor(() => expect(text.querySelector('[aria-busy]')).toBeNull());
    // the renderer's paragraph is the same element with the same text in the same place
    expect(paragraph()!.outerHTML).toBe(drawnFirst);
    expect(screen.getByText('Draw, then press go.')).toBeInTheDocument();
  });
});
