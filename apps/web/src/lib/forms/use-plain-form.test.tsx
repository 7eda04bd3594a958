import type { FormRule } from 'antd';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../../components/plain/field.tsx';
import { usePlainForm } from './use-plain-form.ts';

type Values = Partial<{ user: string; pw: string; again: string }>;

const rules: Record<keyof Values, FormRule[]> = {
  user: [{ required: true, message: 'Enter a name' }],
  pw: [
    {
      validator: (_: unknown, v: unknown) =>
        typeof v === 'string' && v.length >= 3
          ? Promise.resolve()
          : Promise.reject(new Error('Too short')),
    },
  ],
  again: [
    ({ getFieldValue }) => ({
      validator: (_: unknown, v: unknown) =>
        !v || v === getFieldValue('pw') ? Promise.resolve() : Promise.reject(new Error('Differs')),
    }),
  ],
};

function Form({
  onFinish,
  checkOn,
}: {
  onFinish: (values: Values) => unknown;
  checkOn?: 'blur' | 'change';
}) {
  const form = usePlainForm<Values>({
    name: 't',
    rules,
    dependencies: { again: ['pw'] },
    checkOn,
  });
  const field = (name: keyof Values, label: string) => (
    <TextField {...form.input(name)} label={label} errors={form.errorsOf(name)} />
  );
  return (
    <form noValidate onSubmit={(e) => void form.onSubmit(onFinish)(e)}>
      {field('user', 'User')}
      {field('pw', 'Pw')}
      {field('again', 'Again')}
      <button type="submit">Go</button>
      <button type="button" onClick={() => form.setFields([{ name: 'user', errors: ['Taken'] }])}>
        Server
      </button>
    </form>
  );
}

describe('usePlainForm', () => {
  it('checks every field on submit, focuses the first refused one, and does not finish', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    render(<Form onFinish={onFinish} />);
    await user.type(screen.getByLabelText('User'), 'ann');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pw')).toHaveFocus();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('checks a field when it loses the focus, not while typing', async () => {
    const user = userEvent.setup();
    render(<Form onFinish={vi.fn()} />);
    await user.click(screen.getByLabelText('User'));
    await user.tab();
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pw'), 'x');
    expect(screen.queryByText('Too short')).not.toBeInTheDocument();
  });

  it("with checkOn 'change', checks a field at each change (antd's default), not when it loses the focus", async () => {
    const user = userEvent.setup();
    render(<Form onFinish={vi.fn()} checkOn="change" />);
    await user.click(screen.getByLabelText('User'));
    await user.tab();
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Pw'), 'x');
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pw'), 'yz');
    await waitFor(() => expect(screen.queryByText('Too short')).not.toBeInTheDocument());
  });

  it('checks a dependant again when what it depends on changes, once it was checked', async () => {
    const user = userEvent.setup();
    render(<Form onFinish={vi.fn()} />);
    await user.type(screen.getByLabelText('Pw'), 'abcd');
    await user.type(screen.getByLabelText('Again'), 'abc');
    await user.tab();
    expect(await screen.findByText('Differs')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pw'), '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Differs')).not.toBeInTheDocument());
  });

  it('finishes with the values once, however often it is submitted meanwhile', async () => {
    const user = userEvent.setup();
    let settle = () => {};
    const onFinish = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<Form onFinish={onFinish} />);
    await user.type(screen.getByLabelText('User'), 'ann');
    await user.type(screen.getByLabelText('Pw'), 'secret{Enter}');
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await user.type(screen.getByLabelText('Pw'), '{Enter}');
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onFinish).toHaveBeenCalledWith({ user: 'ann', pw: 'secret' });
    settle();
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: 'Go' }));
      expect(onFinish).toHaveBeenCalledTimes(2);
    });
  });

  it('puts messages from elsewhere (the server) beside a field', async () => {
    const user = userEvent.setup();
    render(<Form onFinish={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Server' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Taken');
    expect(screen.getByLabelText('User')).toHaveAttribute('aria-invalid', 'true');
  });
});
