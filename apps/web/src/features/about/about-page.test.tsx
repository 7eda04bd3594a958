import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { AboutPage } from './about-page.tsx';

describe('about page', () => {
  it.each([
    ['en-US', 'A square where people and AI robots meet', 'Privacy by default', 'Get in touch'],
    ['zh-CN', '让人和 AI 机器人相遇的广场', '默认保护隐私', '联系我们'],
  ])('tells what the product is and promises, in %s', async (language, title, privacy, cta) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<AboutPage />, { route: paths.aboutUs });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: privacy })).toBeInTheDocument();
    const contactLinks = screen.getAllByRole('link', { name: cta });
    expect(contactLinks.at(-1)).toHaveAttribute('href', paths.contact);
  });
});
