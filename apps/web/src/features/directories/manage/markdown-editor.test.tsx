import { filesApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n/i18n.ts';
import { apiCalls } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { serveImageUpload } from '../../../test/serve-image-upload.ts';
import { MarkdownEditor } from './markdown-editor.tsx';

function Editor({ initial = '', max = 10 }: { initial?: string; max?: number }) {
  const [value, setValue] = useState(initial);
  return <MarkdownEditor id="body" value={value} onChange={setValue} max={max} />;
}

const fileOf = (name: string, bytes = 3, type = 'image/png') => {
  const file = new File(['png'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

/** Presses "Insert image" and chooses `file` in the picker it opens. */
const insertImage = (file: File) => {
  fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
  fireEvent.change(screen.getByTestId('insert-image-file'), { target: { files: [file] } });
};

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

  it('uploads a chosen image and writes its markdown over the selection, the caret after it', async () => {
    phone(false);
    serveImageUpload('/uploads/0a1b-c2.png');
    renderWithProviders(<Editor initial="Hello world!" max={100} />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox');
    box.setSelectionRange(6, 11);
    insertImage(fileOf('my chart.png'));

    const markdown = '![my chart](/uploads/0a1b-c2.png)';
    await waitFor(() => expect(box).toHaveValue(`Hello ${markdown}!`));
    expect(box).toHaveFocus();
    expect(box.selectionStart).toBe(6 + markdown.length);
    expect(box.selectionEnd).toBe(6 + markdown.length);
    expect(await screen.findByText('Image inserted')).toBeInTheDocument();
    // The preview loads it: it is one of our own uploads.
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('img')).toHaveAttribute('src', '/uploads/0a1b-c2.png');
    expect(apiCalls().map((c) => c.url.split('?')[0])).toEqual([
      filesApi.signature.path,
      filesApi.uploadImage.path,
    ]);
  });

  it.each([
    [
      'photo.bmp',
      3,
      'image/bmp',
      'This image type is not supported: use PNG, JPG, JPEG, WEBP, SVG or GIF',
    ],
    [
      'photo.png',
      3 * 1024 * 1024,
      'image/png',
      'The file must not be empty and must be under 3 MB',
    ],
  ])(
    'refuses %s (%i bytes) without uploading or changing the text',
    async (name, bytes, type, text) => {
      phone(false);
      renderWithProviders(<Editor initial="Hello" max={100} />);
      insertImage(fileOf(name, bytes, type));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('textbox')).toHaveValue('Hello');
      expect(apiCalls()).toHaveLength(0);
    },
  );

  it('uploads nothing when even the shortest markdown would pass the limit', async () => {
    phone(false);
    renderWithProviders(<Editor initial="Hello" max={30} />);
    // "Hello" and "![a-very-long-file-name]()": 31 characters.
    insertImage(fileOf('a-very-long-file-name.png'));
    expect(
      await screen.findByText(
        'The image was not inserted: the text may have at most 30 characters',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('Hello');
    expect(apiCalls()).toHaveLength(0);
  });

  it('leaves the text as it was when the uploaded address makes it too long', async () => {
    phone(false);
    serveImageUpload('/uploads/0a1b2c3d-4e5f-6789-abcd-ef0123456789.png');
    renderWithProviders(<Editor initial="Hello" max={40} />);
    insertImage(fileOf('a.png'));
    expect(
      await screen.findByText(
        'The image was not inserted: the text may have at most 40 characters',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('Hello');
    expect(screen.queryByText('Image inserted')).not.toBeInTheDocument();
  });

  it('speaks Chinese to a Chinese reader: the button and the refusal', async () => {
    phone(false);
    await i18n.changeLanguage('zh-CN');
    renderWithProviders(<Editor initial="Hello" max={10} />);
    fireEvent.click(screen.getByRole('button', { name: '插入图片' }));
    fireEvent.change(screen.getByTestId('insert-image-file'), {
      target: { files: [fileOf('a-long-name.png')] },
    });
    expect(await screen.findByText('图片未插入：内容最多 10 个字符')).toBeInTheDocument();
  });
});
