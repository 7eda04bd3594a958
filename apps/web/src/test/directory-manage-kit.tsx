import type { AiToolItem, ArticleItem, XkyItem } from '@robot/contracts';
import { directoryApis, type DirectoryKind } from '@robot/contracts/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { expect } from 'vitest';
import { ItemFormModal, type ItemFormTarget } from '../features/directories/index.ts';
import { handle, serve } from './msw.ts';
import { renderWithProviders } from './render-with-providers.tsx';
import { serveImageUpload } from './serve-image-upload.ts';

export const ITEM_UUID = '5f0c6f7e-8d1a-4b7e-9c55-2a1d3e4f5a6b';
export const USER_UUID = 'u-1';
export const UPLOADED = 'https://cdn.example.com/i.png';

/** Five categories, `Cat 1` to `Cat 5`, served for `kind`. */
export const serveCategories = (kind: DirectoryKind) =>
  serve(
    handle(directoryApis[kind].category, () => ({
      list: [1, 2, 3, 4, 5].map((id) => ({ id, nameEn: `Cat ${id}`, nameZh: `分类 ${id}` })),
      total: 5,
    })),
  );

const common = {
  uuid: ITEM_UUID,
  ownerUUID: USER_UUID,
  ownerNickname: 'Ann',
  categories: [1, 2],
  viewCount: 7,
  favoriteCount: 3,
  isFavorite: false,
  hidden: false,
  featured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
export const aiTool = (o: Partial<AiToolItem> = {}): AiToolItem => ({
  ...common,
  image: 'https://cdn.example.com/tool.png',
  name: 'Image Studio',
  intro: 'Makes images',
  url: 'https://tool.example.com',
  detail: '# Image Studio',
  ...o,
});
export const article = (o: Partial<ArticleItem> = {}): ArticleItem => ({
  ...common,
  cover: 'https://cdn.example.com/cover.png',
  title: 'My first prompt',
  content: 'Hello **world**',
  ...o,
});
export const xky = (o: Partial<XkyItem> = {}): XkyItem => ({
  ...common,
  cover: 'https://cdn.example.com/cover.png',
  title: 'AI greeter',
  intro: 'Greets customers',
  content: 'How it works',
  url: null,
  ...o,
});

function FormHarness({ kind, start }: { kind: DirectoryKind; start: ItemFormTarget }) {
  const [target, setTarget] = useState<ItemFormTarget | null>(start);
  return (
    <>
      <button type="button" onClick={() => setTarget(start)}>
        reopen
      </button>
      <Suspense fallback={null}>
        <ItemFormModal kind={kind} target={target} onClose={() => setTarget(null)} />
      </Suspense>
    </>
  );
}

/** The item form of `kind`, open on `start`; closing it unmounts nothing (reopen with "reopen"). */
export async function renderItemForm(kind: DirectoryKind, start: ItemFormTarget) {
  serveCategories(kind);
  const result = renderWithProviders(<FormHarness kind={kind} start={start} />);
  const dialog = await screen.findByRole('dialog');
  return { ...result, dialog };
}

/** Types `value` into the labelled input (and leaves it, so blur rules run). */
export function typeInto(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** Picks categories by name in the multiple select labelled `label`. */
export async function pickCategories(names: string[], label = 'Categories') {
  const select = screen.getByLabelText(label);
  fireEvent.mouseDown(select);
  for (const name of names) {
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${name}"]`);
      if (!found) throw new Error(`no option ${name}`);
      return found;
    });
    fireEvent.click(option);
  }
  fireEvent.blur(select);
}

/** Uploads an image through the POST signature flow; the stored address is UPLOADED. */
export async function uploadAnImage(dialog: HTMLElement) {
  serveImageUpload(UPLOADED);
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, {
    target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] },
  });
  await waitFor(() =>
    expect(within(dialog).getByTestId('item-image-preview').querySelector('img')).toHaveAttribute(
      'src',
      UPLOADED,
    ),
  );
}
