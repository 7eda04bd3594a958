/**
 * Holds back the markdown renderer's module until a test opens the gate: a page must draw what it
 * can without it. In the test file (a `vi.mock` factory runs before the file's imports):
 *
 *   vi.mock('…/components/markdown/markdown.tsx', async (original) =>
 *     (await import('…/test/markdown-gate.ts')).heldUntilOpen(original));
 *
 * then `markdownGate.open()`. The gate opens once per test file.
 */
let open!: () => void;
const opened = new Promise<void>((resolve) => (open = resolve));

export const markdownGate = { open: () => open() };

export async function heldUntilOpen<T>(original: () => Promise<T>): Promise<T> {
  await opened;
  return original();
}
