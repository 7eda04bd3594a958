import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainTextArea, TextAreaField } from './text-area.tsx';

function Counted({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <PlainTextArea
      aria-label="Message"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      minRows={5}
      maxCount={10}
    />
  );
}

describe('a plain text area', () => {
  it('shows as many lines as asked when empty', () => {
    render(<Counted />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5');
  });

  it('counts what is typed against its limit, described by the count, red past it', async () => {
    const user = userEvent.setup();
    render(<Counted />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByText('0 / 10')).toBeInTheDocument();
    await user.type(area, 'hello');
    expect(screen.getByText('5 / 10')).toBeInTheDocument();
    expect(area).toHaveAccessibleDescription('5 / 10');
    expect(area.closest('.rs-textarea')).not.toHaveClass('rs-textarea--out-of-range');
    // nothing is cut: the rules say what is too long
    await user.type(area, ' world');
    expect(area).toHaveValue('hello world');
    expect(screen.getByText('11 / 10')).toBeInTheDocument();
    expect(area.closest('.rs-textarea')).toHaveClass('rs-textarea--out-of-range');
  });

  it('shows no count without a limit', () => {
    render(<PlainTextArea aria-label="Note" value="abc" onChange={() => undefined} />);
    expect(screen.queryByText(/\//)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-describedby');
  });
});

describe('a text area field', () => {
  it('is named by its label, marked required, and announces its errors with the count', () => {
    render(
      <TextAreaField
        id="f_text"
        label="Your message"
        required
        errors={['Please write something']}
        value=""
        onChange={() => undefined}
        maxCount={2000}
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Your message' });
    expect(area).toHaveAttribute('id', 'f_text');
    expect(area).toBeRequired();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please write something');
    expect(area).toHaveAccessibleDescription('Please write something 0 / 2000');
    expect(screen.getByText('Your message')).toHaveClass('rs-field__required');
  });
});
