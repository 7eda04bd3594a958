import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ReceptionistDemo } from './receptionist-demo.tsx';

class FakeUtterance {
  lang = '';
  voice: { lang: string; name: string } | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

const voices = [
  { lang: 'en-US', name: 'English voice' },
  { lang: 'zh-CN', name: 'Chinese voice' },
];

function installSpeech() {
  const synth = { speak: vi.fn(), cancel: vi.fn(), getVoices: () => voices };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    value: FakeUtterance,
    configurable: true,
  });
  return synth;
}

function removeSpeech() {
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
}

afterEach(removeSpeech);

describe('AI receptionist with voice', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('zh-CN');
  });

  it('speaks the greeting in the current language with a voice of that language', async () => {
    const synth = installSpeech();
    renderWithProviders(<ReceptionistDemo />);
    await userEvent.click(screen.getByRole('button', { name: '听听接待员' }));
    expect(synth.speak).toHaveBeenCalledTimes(1);
    const spoken = synth.speak.mock.calls[0]![0] as FakeUtterance;
    expect(spoken.text).toBe('欢迎光临！我是本店的 AI 接待员，今天想找点什么？');
    expect(spoken.lang).toBe('zh-CN');
    expect(spoken.voice?.name).toBe('Chinese voice');
    expect(screen.getByRole('status')).toHaveTextContent('正在播报…');

    act(() => spoken.onend?.());
    expect(screen.getByRole('button', { name: '听听接待员' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('stops speaking on request', async () => {
    await i18n.changeLanguage('en-US');
    const synth = installSpeech();
    renderWithProviders(<ReceptionistDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Hear the receptionist' }));
    expect((synth.speak.mock.calls[0]![0] as FakeUtterance).voice?.name).toBe('English voice');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Hear the receptionist' })).toBeInTheDocument();
  });

  it('shows the greeting as text and says why where the browser cannot speak', () => {
    removeSpeech();
    renderWithProviders(<ReceptionistDemo />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/当前浏览器无法朗读/)).toBeInTheDocument();
    expect(screen.getByLabelText('接待员说')).toHaveTextContent('欢迎光临！');
  });
});
