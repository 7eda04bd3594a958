import { adminApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../../lib/i18n/i18n.ts';
import { giveChartsABox, statsFixture } from '../../../../test/admin-fixtures.tsx';
import { handle, refuse, serve } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { DashboardSection } from './dashboard-section.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  giveChartsABox();
});
afterEach(() => vi.restoreAllMocks());

describe('the dashboard', () => {
  it('shows the active users, the totals and a chart per figure', async () => {
    serve(handle(adminApi.stats, () => statsFixture()));
    renderWithProviders(<DashboardSection />);
    expect(await screen.findByText('Last 5 minutes')).toBeInTheDocument();
    expect(screen.getByText('241')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    const charts = screen.getByTestId('admin-charts');
    for (const name of [
      'New users per day',
      'Conversations per day',
      'Answers per day',
      'Tokens per day',
      'Error reports per day',
      'Answers per model (30 days)',
    ])
      expect(within(charts).getByRole('img', { name })).toBeInTheDocument();
    // 30 days of 1000 tokens
    expect(screen.getByText('30 days: 30,000')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(charts)
          .getByRole('img', { name: 'Answers per model (30 days)' })
          .querySelectorAll('.recharts-bar-rectangle'),
      ).toHaveLength(2),
    );
    expect(screen.queryByText(/Nothing happened/)).not.toBeInTheDocument();
  });

  it('reads well with no activity at all', async () => {
    serve(handle(adminApi.stats, () => statsFixture(true)));
    renderWithProviders(<DashboardSection />);
    expect(await screen.findByText(/Nothing happened in the last 30 days/)).toBeInTheDocument();
    expect(screen.getByText('No answers in the last 30 days')).toBeInTheDocument();
    expect(screen.getAllByText('30 days: 0')).toHaveLength(5);
  });

  it('says why it failed and retries', async () => {
    let calls = 0;
    serve(
      handle(adminApi.stats, () => (++calls === 1 ? refuse('errors.forbidden') : statsFixture())),
    );
    renderWithProviders(<DashboardSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this');
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Last 5 minutes')).toBeInTheDocument();
  });
});
