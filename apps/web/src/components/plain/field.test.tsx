import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field, labelIdOf, TextField } from './field.tsx';

describe('a text field', () => {
  it('is named by its label and describes nothing while valid', () => {
    render(<TextField id="f_name" label="Name" errors={[]} autoComplete="username" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('id', 'f_name');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces its errors and ties them to the input', () => {
    render(<TextField id="f_name" label="Name" errors={['Please enter a name']} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a name');
  });

  it('as a password, hides what is typed until its named button is pressed', async () => {
    const user = userEvent.setup();
    render(
      <TextField
        id="f_pw"
        label="Password"
        errors={[]}
        showPasswordLabel="Show password"
        autoComplete="current-password"
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    const reveal = screen.getByRole('button', { name: 'Show password' });
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await user.click(reveal);
    expect(input).toHaveAttribute('type', 'text');
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
  });
});

describe("a field's marks", () => {
  it("marks a required field (antd's star before the label) and its input aria-required", () => {
    render(<TextField id="f_name" label="Name" required />);
    expect(screen.getByText('Name')).toHaveClass('rs-field__required');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  });

  it('writes "(optional)" after the label of a field that may be left empty', () => {
    render(<TextField id="f_company" label="Company" optional="(optional)" />);
    const input = screen.getByRole('textbox', { name: /^Company\s*\(optional\)$/ });
    expect(input).not.toBeRequired();
    expect(screen.getByText('(optional)')).toHaveClass('rs-field__optional');
    expect(screen.getByText('Company')).not.toHaveClass('rs-field__required');
  });

  it("names a group by its label's id, not by a label element", () => {
    render(
      <Field id="f_kind" label="Kind" group>
        <div role="radiogroup" aria-labelledby={labelIdOf('f_kind')} />
      </Field>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Kind' })).toBeInTheDocument();
    expect(document.querySelector('label')).toBeNull();
  });
});
