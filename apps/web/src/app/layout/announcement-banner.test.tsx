import type { SiteSettings } from '@robot/contracts';
import { usageApi } from '@robot/contracts/client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { apiCalls, handle, serve } from '../../test/msw.ts';
import { Providers } from '../providers.tsx';
import { AnnouncementBanner } from './announcement-banner.tsx';

let settings: SiteSettings;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  settings = {
    registrationOpen: true,
    announcement: {
      zh: '周日维护',
      en: 'Maintenance on Sunday',
      updatedAt: '2030-01-01T00:00:00Z',
    },
    uploadsBaseUrl: null,
  };
  serve(handle(usageApi.siteSettings, () => settings));
});

const renderBanner = () =>
  render(
    <Providers>
      <p>page</p>
      <AnnouncementBanner />
    </Providers>,
  );

const asked = () => apiCalls().filter((c) => c.url === usageApi.siteSettings.path).length;

describe('the announcement banner', () => {
  it('shows the announcement in the page language and remembers its dismissal', async () => {
    const first = renderBanner();
    const bar = await screen.findByRole('status', { name: 'Announcement' });
    expect(bar).toHaveTextContent('Maintenance on Sunday');
    // drawn without antd (the app shell loads none, decision 033)
    expect(bar.closest('[class*="ant-"]')).toBeNull();
    expect(bar.querySelector('[class*="ant-"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close the announcement' }));
    await waitFor(() => expect(screen.queryByText('Maintenance on Sunday')).toBeNull());
    expect(localStorage.getItem('rs.announcementDismissed')).toBe('2030-01-01T00:00:00Z');
    first.unmount();

    // The same announcement stays closed on the next visit...
    const second = renderBanner();
    await waitFor(() => expect(asked()).toBe(2));
    expect(screen.queryByText('Maintenance on Sunday')).toBeNull();
    second.unmount();

    // ...an edited one shows again, here in Chinese.
    await i18n.changeLanguage('zh-CN');
    settings = {
      ...settings,
      announcement: { ...settings.announcement!, updatedAt: '2030-02-01T00:00:00Z' },
    };
    renderBanner();
    expect(await screen.findByText('周日维护')).toBeInTheDocument();
  });

  it('renders nothing when there is no announcement', async () => {
    settings = { registrationOpen: true, announcement: null, uploadsBaseUrl: null };
    const { container } = renderBanner();
    await waitFor(() => expect(asked()).toBe(1));
    expect(container.querySelector('.rs-announcement')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
