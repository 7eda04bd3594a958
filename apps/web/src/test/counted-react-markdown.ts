import type * as reactMarkdown from 'react-markdown';

/** Each text react-markdown was asked to draw, in order (the tests of drawing a text in parts). */
export const drawnTexts: string[] = [];

/**
 * react-markdown that records in `drawnTexts` each text it draws, to see which parts a new piece of
 * an answer draws again. In a test file:
 * `vi.mock('react-markdown', async (original) => (await import('…/counted-react-markdown.ts')).countedReactMarkdown(original))`.
 */
export async function countedReactMarkdown(original: () => Promise<unknown>) {
  const actual = (await original()) as typeof reactMarkdown;
  const Counted = (props: Parameters<typeof actual.default>[0]) => {
    drawnTexts.push(props.children ?? '');
    return actual.default(props);
  };
  return { ...actual, default: Counted };
}
