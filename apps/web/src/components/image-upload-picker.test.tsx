import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { AntdScope } from '../lib/antd/antd-scope.tsx';
import i18n from '../lib/i18n/i18n.ts';
import { useLanguageStore } from '../stores/language-store.ts';
import { iconNamesHeard, iconNamesOnPage } from '../test/icon-names.ts';
import { UploadProgress } from './image-upload-picker.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  useLanguageStore.setState({ language: 'zh-CN' });
});

describe("an image upload's progress bar", () => {
  it('shows the percentage, then a check mark at 100 % that is not read out in English', () => {
    const { rerender } = render(
      <Providers>
        <AntdScope>
          <UploadProgress percent={40} label="上传中…" />
        </AntdScope>
      </Providers>,
    );
    expect(screen.getByRole('progressbar', { name: '上传中…' })).toHaveTextContent('40%');
    rerender(
      <Providers>
        <AntdScope>
          <UploadProgress percent={100} label="上传中…" />
        </AntdScope>
      </Providers>,
    );
    expect(iconNamesOnPage()).toEqual(['check-circle']);
    expect(iconNamesHeard()).toEqual([]);
    expect(screen.getByRole('progressbar', { name: '上传中…' })).not.toHaveTextContent('100%');
  });
});
