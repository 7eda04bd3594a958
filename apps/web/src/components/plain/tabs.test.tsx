import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlainTabs } from './tabs.tsx';

function setUp() {
  render(
    <PlainTabs
      defaultActiveKey="b"
      items={[
        { key: 'a', label: 'Alpha', children: <input aria-label="In alpha" /> },
        { key: 'b', label: 'Beta', children: <p>Beta's panel</p> },
        { key: 'c', label: 'Gamma', children: <p>Gamma's panel</p> },
      ]}
    />,
  );
  return { user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('plain tabs', () => {
  it('is a tablist whose current tab names the one panel shown', () => {
    setUp();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(tab('Beta')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Beta');
    expect(tab('Beta')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent("Beta's panel");
    // panels not shown yet are not drawn
    expect(screen.queryByText("Gamma's panel")).not.toBeInTheDocument();
  });

  it('keeps only the current tab in the Tab order', () => {
    setUp();
    expect(tab('Beta')).toHaveAttribute('tabindex', '0');
    expect(tab('Alpha')).toHaveAttribute('tabindex', '-1');
    expect(tab('Gamma')).toHaveAttribute('tabindex', '-1');
  });

  it('moves with the arrow keys (round the ends), Home and End, showing the tab it lands on', async () => {
    const { user } = setUp();
    tab('Beta').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Gamma')).toHaveFocus();
    expect(tab('Gamma')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent("Gamma's panel");
    await user.keyboard('{ArrowRight}');
    expect(tab('Alpha')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Gamma')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Alpha')).toHaveFocus();
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Gamma')).toHaveFocus();
  });

  it('keeps a panel once shown, hidden, with what was typed in it', async () => {
    const { user } = setUp();
    await user.click(tab('Alpha'));
    await user.type(screen.getByRole('textbox', { name: 'In alpha' }), 'kept');
    await user.click(tab('Beta'));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'In alpha' })).not.toBeInTheDocument();
    await user.click(tab('Alpha'));
    expect(screen.getByRole('textbox', { name: 'In alpha' })).toHaveValue('kept');
  });
});
