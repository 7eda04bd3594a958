import type { RobotCard as RobotCardData } from '@robot/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import i18n from '../../../lib/i18n/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { RobotActionsContext, type RobotActions } from '../manage/robot-actions.tsx';
import { robotFixture } from '../../../test/robot-fixtures.tsx';
import { RobotCard } from './robot-card.tsx';

const actions: RobotActions = { create: vi.fn(), edit: vi.fn(), train: vi.fn(), remove: vi.fn() };

const renderCard = (robot: RobotCardData, props: { onSelect?: (r: RobotCardData) => void } = {}) =>
  render(
    <Providers>
      <MemoryRouter>
        <RobotActionsContext.Provider value={actions}>
          <RobotCard robot={robot} {...props} />
        </RobotActionsContext.Provider>
      </MemoryRouter>
    </Providers>,
  );

const signIn = (uuid: string) =>
  useAuthStore.setState({
    token: 'tok',
    user: { uuid, username: 'u', email: null, nickname: 'U', headportraitUrl: null } as never,
  });

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useAuthStore.setState({ token: null, user: null });
  vi.clearAllMocks();
});

describe('RobotCard', () => {
  it('shows Private for visibility 2 and Public for 1', () => {
    renderCard(robotFixture({ robotVisibility: 2 }));
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.queryByText('Public')).not.toBeInTheDocument();
  });

  it('counts any visibility other than 1 as private', () => {
    renderCard(robotFixture({ robotVisibility: 1 }));
    expect(screen.getByText('Public')).toBeInTheDocument();
  });

  it('generates a portrait with alt text when the robot has none', () => {
    renderCard(robotFixture({ headportraitUrl: '' }));
    const portrait = screen.getByRole('img', { name: 'Portrait of Travel Planner' });
    expect(portrait.tagName.toLowerCase()).toBe('svg');
    expect(portrait).toHaveTextContent('T');
  });

  it('shows the uploaded portrait when there is one', () => {
    renderCard(robotFixture({ headportraitUrl: '/uploads/a.png' }));
    expect(screen.getByRole('img', { name: 'Portrait of Travel Planner' })).toHaveAttribute(
      'src',
      '/uploads/a.png',
    );
  });

  it('hides owner actions from other users and visitors', () => {
    renderCard(robotFixture());
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    signIn('someone-else');
    renderCard(robotFixture({ uuid: '22222222-2222-4222-8222-222222222222' }));
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('gives the owner Edit, Training and Delete', async () => {
    signIn('owner-1');
    const robot = robotFixture();
    renderCard(robot);
    const card = screen.getByRole('article', { name: 'Travel Planner' });
    // named by their texts alone: the icons are hidden from assistive technology
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(actions.edit).toHaveBeenCalledWith(robot.uuid);
    await userEvent.click(within(card).getByRole('button', { name: 'Training' }));
    expect(actions.train).toHaveBeenCalledWith({ uuid: robot.uuid, robotName: robot.robotName });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(actions.remove).toHaveBeenCalledWith({ uuid: robot.uuid, robotName: robot.robotName });
  });

  it('reaches the body link and the owner actions with Tab, and runs an action with Enter', async () => {
    signIn('owner-1');
    const robot = robotFixture();
    renderCard(robot);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(actions.remove).toHaveBeenCalledWith({ uuid: robot.uuid, robotName: robot.robotName });
  });

  it('names each count, shows it short, and keeps the full name and byline as tooltips', async () => {
    renderCard(robotFixture({ chatCount: 1234, viewCount: 98_765 }));
    const card = screen.getByRole('article', { name: 'Travel Planner' });
    expect(within(card).getByTitle('Chats')).toHaveTextContent(/^Chats1\.2K$/);
    expect(within(card).getByTitle('Favourites')).toHaveTextContent(/^Favourites2$/);
    expect(within(card).getByTitle('Views')).toHaveTextContent(/^Views98\.8K$/);
    expect(within(card).getByTitle('Travel Planner')).toHaveTextContent('Travel Planner');
    expect(within(card).getByText('by Ada')).toHaveAttribute('title', 'by Ada');
    expect(within(card).getByText('Plans trips')).toBeInTheDocument();
  });

  it('renders no antd component, for the owner either (decision 034)', () => {
    signIn('owner-1');
    const { container } = renderCard(robotFixture());
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(container.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
  });

  it('links the body to the info page, or calls onSelect instead', async () => {
    const onSelect = vi.fn();
    const robot = robotFixture();
    renderCard(robot, { onSelect });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', `/robot-info/${robot.uuid}`);
    await userEvent.click(link);
    expect(onSelect).toHaveBeenCalledWith(robot);
  });
});
