import { describe, expect, it } from 'vitest';
import { antdIn } from '../../test/antd-reach.ts';

// What the chat renders once per message and once per conversation of the history, and the rest of
// its first screen, draws without antd's components (decision 034): each of them ran antd's theme and
// style hooks on every render, most of the chat's blocking time on opening. antd stays for what opens
// on a click (the history drawer, the delete confirmation, the model and plugin Selects behind the
// pickers' plain triggers: loaded with `import()`).
describe('the chat without antd', () => {
  it.each([
    'features/chat/components/message-list.tsx',
    'features/chat/components/message-row.tsx',
    'features/chat/components/history-list.tsx',
    'features/chat/components/chat-input.tsx',
    'features/chat/components/chat-welcome.tsx',
    'features/chat/components/chat-notices.tsx',
    'features/chat/components/chat-toolbar.tsx',
    'features/chat/components/history-panel.tsx',
    'features/chat/components/model-picker.tsx',
  ])('%s imports no antd, directly or through other modules', (entry) => {
    expect(antdIn(entry)).toEqual([]);
  });
});
