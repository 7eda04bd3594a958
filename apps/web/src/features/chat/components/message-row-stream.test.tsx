import { render } from '@testing-library/react';
import type * as reactMarkdown from 'react-markdown';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMarkdown } from '../../../components/markdown/lazy-markdown.tsx';
import { BLOCK_PART_CHARS } from '../../../components/markdown/markdown.tsx';
import { markdownBlocks } from '../../../components/markdown/markdown-sections.ts';
import i18n from '../../../lib/i18n/i18n.ts';
import type { ChatNode } from '../lib/conversation-tree.ts';
import { MessageRow } from './message-row.tsx';

// Each text react-markdown is asked to draw: a streamed answer should draw only its last part again.
const drawnTexts = vi.hoisted(() => [] as string[]);
vi.mock('react-markdown', async (original) => {
  const actual = await original<typeof reactMarkdown>();
  const Counted = (props: Parameters<typeof actual.default>[0]) => {
    drawnTexts.push(props.children ?? '');
    return actual.default(props);
  };
  return { ...actual, default: Counted };
});

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
