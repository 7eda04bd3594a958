import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMarkdown } from '../../../components/markdown/lazy-markdown.tsx';
import { BLOCK_PART_CHARS } from '../../../components/markdown/markdown.tsx';
import { markdownBlocks } from '../../../components/markdown/markdown-sections.ts';
import i18n from '../../../lib/i18n/i18n.ts';
import type { ChatNode } from '../lib/conversation-tree.ts';
import { MessageRow } from './message-row.tsx';
import { drawnTexts } from '../../../test/counted-react-markdown.ts';

// Each text react-markdown is asked to draw (drawnTexts), to see which parts a new piece draws again.
vi.mock('react-markdown', async (original) =>
  (await import('../../../test/counted-react-markdown.ts')).countedReactMarkdown(original),
);

const paragraph = (i: number) =>
  `Paragraph ${i}: the answer goes on with **bold** text, \`code\` and a list below.\n\n- one\n- two`;
const text = Array.from({ length: 12 }, (_, i) => paragraph(i)).join('\n\n');

const row = (content: string) => {
  const node: ChatNode = {
    id: 'a1',
    parent: 'q1',
    children: [],
    role: 'assistant',
    content,
    status: 'streaming',
    errorCode: null,
  };
  return (
    <MessageRow
      node={node}
      siblings={['a1']}
      avatar={null}
      isLast
      busy
      streaming
      userMarkdown={false}
      codeAutoWrap={false}
      actions={{ regenerate: vi.fn(), edit: vi.fn(), switchBranch: vi.fn() }}
      t={i18n.getFixedT('en-US', 'chat')}
    />
  );
};

describe('a streamed answer', () => {
  beforeAll(async () => {
    await loadMarkdown();
  });

  it('is drawn in parts of whole blocks, and a new piece draws only the last part again', () => {
    const parts = markdownBlocks(text, BLOCK_PART_CHARS)!;
    expect(parts.length).toBeGreaterThan(3);
    drawnTexts.length = 0;
    const { rerender, container } = render(row(text));
    expect(drawnTexts).toEqual(parts);
    expect(container.querySelectorAll('.rs-md li')).toHaveLength(24);

    drawnTexts.length = 0;
    rerender(row(`${text}\n\nThe end`));
    expect(drawnTexts).toEqual([`${parts.at(-1)}\n\nThe end`]);
    expect(container.querySelector('.rs-md')!.lastElementChild).toHaveTextContent('The end');
  });
});
