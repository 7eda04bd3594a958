import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';

function Editor() {
  const [value, setValue] = useState('');
  return <MarkdownEditor id="body" value={value} onChange={setValue} max={10} />;
}

const phone = (matches: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});
afterEach(() => vi.restoreAllMocks());

describe('markdown editor', () => {
  it('shows the text and its safe rendering side by side on a wide screen', () => {
    phone(false);
    renderWithProviders(<Editor />);
    fireEvent.change(screen.getByRole('textbox'), {
      target: { value: '**bold** <script>x</script>' },
    });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('strong')).toHaveTextContent('bold');
    expect(preview.querySelector('script')).toBeNull();
    expect(screen.getByText('27 / 10')).toHaveClass('ant-typography-danger');
    expect(screen.queryByRole('radio', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('switches between Edit and Preview on a phone, keeping the text', () => {
    phone(true);
    renderWithProviders(<Editor />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '# Title' } });
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(screen.getByText('7 / 10')).not.toHaveClass('ant-typography-danger');
    fireEvent.click(screen.getByText('Preview'));
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Edit'));
    expect(screen.getByRole('textbox')).toHaveValue('# Title');
  });
});
