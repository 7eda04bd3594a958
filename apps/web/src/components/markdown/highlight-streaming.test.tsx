import { render } from '@testing-library/react';
import type * as lowlightModule from 'lowlight';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n/i18n.ts';
import { isUnclosedFence } from './highlight-code.ts';
import { Markdown } from './markdown.tsx';

/** Counts the highlighter's runs (the grammars and the results stay lowlight's own). */
const runs = vi.hoisted(() => ({ count: 0 }));
vi.mock('lowlight', async (importOriginal) => {
  const real = await importOriginal<typeof lowlightModule>();
  return {
    ...real,
    createLowlight: (...args: Parameters<typeof real.createLowlight>) => {
      const lowlight = real.createLowlight(...args);
      const highlight = lowlight.highlight.bind(lowlight);
      lowlight.highlight = (...a: Parameters<typeof highlight>) => {
        runs.count += 1;
        return highlight(...a);
      };
      return lowlight;
    },
  };
});

beforeEach(() => {
  runs.count = 0;
});

/** A code block's source as a hast `pre` would carry its position (the whole text here). */
const whole = (source: string) => ({
  position: { start: { offset: 0 }, end: { offset: source.length } },
});
const unclosed = (source: string) => isUnclosedFence(whole(source), source);

describe('isUnclosedFence', () => {
  it('is true while the closing fence has not come', () => {
    expect(unclosed('```ts')).toBe(true);
    expect(unclosed('```ts\nconst a = 1;')).toBe(true);
    expect(unclosed('```ts\nconst a = 1;\n``')).toBe(true); // half of the fence so far
    expect(unclosed('````ts\nconst a = 1;\n```')).toBe(true); // shorter than the opening one
    expect(unclosed('~~~ts\nconst a = 1;\n```')).toBe(true); // another fence character
  });

  it('is false once it is closed, also inside a quote or a list item', () => {
    expect(unclosed('```ts\nconst a = 1;\n```')).toBe(false);
    expect(unclosed('```ts\nconst a = 1;\n`````  ')).toBe(false);
    expect(unclosed('~~~\nx\n~~~')).toBe(false);
    expect(unclosed('> ```ts\n> const a = 1;\n> ```')).toBe(false);
    expect(unclosed('```ts\n  x\n  ```')).toBe(false);
  });

  it('is false when it cannot tell: no position, or a code block without a fence', () => {
    expect(isUnclosedFence({}, '```ts\nx')).toBe(false);
    expect(unclosed('    indented code\n    more')).toBe(false);
  });
});

/** The first code block and its text. */
function lines(container: HTMLElement) {
  const code = container.querySelector('pre code')!;
  return { code, text: code.textContent };
}

describe('Markdown streaming: an unclosed code block at the end', () => {
  const head = 'Some text first.\n\n```ts\nconst answer = 42;\nlet name = "robot";\n';

  it('highlights the complete lines and shows the unfinished one plain', () => {
    const { container } = render(
      <Markdown content={`${head}const unfinished = tru`} parts="blocks" streaming />,
    );
    const { code, text } = lines(container);
    expect(text).toBe('const answer = 42;\nlet name = "robot";\nconst unfinished = tru\n');
    const keywords = [...code.querySelectorAll('.hljs-keyword')].map((e) => e.textContent);
    expect(keywords).toEqual(['const', 'let']); // not the unfinished line's const
    expect(code.lastChild?.nodeType).toBe(Node.TEXT_NODE);
    expect(code.lastChild?.textContent).toBe('const unfinished = tru\n');
  });

  it('highlights the whole block once the answer has ended, closed or not', () => {
    for (const content of [`${head}const done = true;`, `${head}const done = true;\n\`\`\``]) {
      const { container, unmount } = render(<Markdown content={content} parts="blocks" />);
      const keywords = [...lines(container).code.querySelectorAll('.hljs-keyword')];
      expect(keywords.map((e) => e.textContent)).toEqual(['const', 'let', 'const']);
      unmount();
    }
  });

  it('highlights a closed block whole while the text after it streams', () => {
    const { container } = render(
      <Markdown
        content={`${head}const done = true;\n\`\`\`\n\nAnd then`}
        parts="blocks"
        streaming
      />,
    );
    const keywords = [...lines(container).code.querySelectorAll('.hljs-keyword')];
    expect(keywords.map((e) => e.textContent)).toEqual(['const', 'let', 'const']);
  });

  it('highlights its lines once per new line, not with each piece', () => {
    const line = 'const unfinished = true;';
    const { rerender } = render(<Markdown content={head} parts="blocks" streaming />);
    const before = runs.count;
    for (let i = 1; i <= line.length; i += 4) {
      rerender(<Markdown content={head + line.slice(0, i)} parts="blocks" streaming />);
    }
    expect(runs.count - before).toBe(0);
    // the line is complete once the next one has begun
    rerender(<Markdown content={`${head}${line}\nco`} parts="blocks" streaming />);
    expect(runs.count - before).toBe(1);
    rerender(<Markdown content={`${head}${line}\ncons`} parts="blocks" streaming />);
    expect(runs.count - before).toBe(1);
  });
});
