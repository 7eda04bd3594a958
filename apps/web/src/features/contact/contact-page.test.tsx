import { userApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { apiCalls, handle, refuse, serve } from '../../test/msw.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ContactPage } from './contact-page.tsx';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name = 'Send message') => fireEvent.click(screen.getByRole('button', { name }));
/** The form item (label, input and its messages) that holds the field labelled `label`. */
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.rs-field')!;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('contact page: validation', () => {
  it('asks for a name, a way to reply and a requirement before sending anything', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    submit();
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(fieldOf('Mobile number')).toHaveTextContent('Please give a mobile number or an email');
    expect(screen.getByText('Please tell us your requirement')).toBeInTheDocument();
    expect(apiCalls()).toEqual([]);
  });

  it('accepts an email instead of a mobile number, and checks the formats', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    type('Mobile number', '12ab');
    type('Email', 'not-an-email');
    submit();
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    type('Mobile number', '');
    type('Email', 'li@example.com');
    await waitFor(() =>
      expect(screen.queryByText('Please give a mobile number or an email')).toBeNull(),
    );
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address')).toBeNull(),
    );
  });

  it('requires the company name for business cooperation only', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    type('Your name', 'Li Lei');
    type('Email', 'li@example.com');
    type('Your message', 'Hello');
    fireEvent.click(screen.getByText('Business cooperation'));
    await screen.findByRole('button', { name: 'Submit request' });
    submit('Submit request');
    expect(await screen.findByText('Please enter your company name')).toBeInTheDocument();
    expect(apiCalls()).toEqual([]);
    fireEvent.click(screen.getByText('Leave a message'));
    await waitFor(() => expect(screen.queryByText('Please enter your company name')).toBeNull());
  });

  it('limits the requirement to 2000 characters and refuses blank text', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    type('Your message', 'x'.repeat(2001));
    submit();
    expect(await screen.findByText('Please keep it within 2000 characters')).toBeInTheDocument();
    type('Your message', '   ');
    expect(await screen.findByText('Please tell us your requirement')).toBeInTheDocument();
    type('Your message', 'x'.repeat(2000));
    await waitFor(() => expect(screen.queryByText('Please tell us your requirement')).toBeNull());
    await waitFor(() =>
      expect(screen.queryByText('Please keep it within 2000 characters')).toBeNull(),
    );
  });
});

describe('contact page: sending', () => {
  it('sends the request and shows the confirmation, then offers another', async () => {
    serve(handle(userApi.requirementCreate, () => ({ id: 'c1' })));
    renderWithProviders(<ContactPage />, { route: '/contact?type=cooperation' });
    type('Your name', ' Li Lei ');
    type('Company name', 'Acme Retail');
    type('Mobile number', '13800138000');
    type('Your requirement', 'AI greeters for 12 stores');
    submit('Submit request');

    expect(
      await screen.findByRole('heading', { name: 'Thank you, we have your cooperation request' }),
    ).toBeInTheDocument();
    expect(apiCalls()).toHaveLength(1);
    const [call] = apiCalls();
    expect(call?.url).toBe('/api/user/requirement/create');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      type: 'cooperation',
      name: 'Li Lei',
      companyName: 'Acme Retail',
      mobile: '13800138000',
      requirement: 'AI greeters for 12 stores',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Send another' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit request' })).toBeInTheDocument();
  });

  it('shows the server field errors of a 10400 answer beside their fields', async () => {
    serve(
      handle(userApi.requirementCreate, () =>
        refuse('errors.invalidInput', {
          fields: { email: 'validation.email', name: 'validation.tooLong' },
        }),
      ),
    );
    renderWithProviders(<ContactPage />, { route: '/contact' });
    type('Your name', 'Li Lei');
    type('Email', 'li@example.com');
    type('Your message', 'Hello');
    submit();

    await waitFor(() =>
      expect(fieldOf('Email')).toHaveTextContent('Please enter a valid email address'),
    );
    expect(fieldOf('Your name')).toHaveTextContent('Too long');
    expect(screen.queryByText(/^10400 ·/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Thank you/ })).toBeNull();
  });
});

describe('contact page: marks, keys and counts', () => {
  it('marks the required fields; the company name is optional until the visitor asks to cooperate', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByLabelText('Your name')).toBeRequired();
    expect(screen.getByLabelText('Your message')).toBeRequired();
    expect(screen.getByLabelText('Mobile number')).not.toBeRequired();
    expect(screen.getByLabelText('Email')).not.toBeRequired();
    const company = screen.getByRole('textbox', { name: /^Company name\s*\(optional\)$/ });
    expect(company).not.toBeRequired();

    fireEvent.click(screen.getByRole('radio', { name: 'Business cooperation' }));
    await screen.findByRole('button', { name: 'Submit request' });
    expect(screen.getByRole('textbox', { name: 'Company name' })).toBeRequired();
    expect(screen.queryByText('(optional)')).toBeNull();
  });

  it('switches the kind of request with the arrow keys, as a radio group', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    const group = screen.getByRole('radiogroup', { name: 'What would you like to do?' });
    expect(group).toBeInTheDocument();
    const message = screen.getByRole('radio', { name: 'Leave a message' });
    expect(message).toHaveAttribute('aria-checked', 'true');
    message.focus();
    await user.keyboard('{ArrowRight}');
    const cooperation = screen.getByRole('radio', { name: 'Business cooperation' });
    expect(cooperation).toHaveFocus();
    expect(cooperation).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Submit request' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your requirement')).toBeInTheDocument();
  });

  it('sends on Enter in a field; a refused send puts the focus on the first refused field', async () => {
    serve(handle(userApi.requirementCreate, () => ({ id: 'c1' })));
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact' });
    await user.type(screen.getByLabelText('Email'), 'li@example.com{Enter}');
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
    expect(apiCalls()).toEqual([]);

    await user.type(screen.getByLabelText('Your name'), 'Li Lei');
    await user.type(screen.getByLabelText('Your message'), 'Hello');
    await user.type(screen.getByLabelText('Your name'), '{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your message has been sent' }),
    ).toHaveFocus();
    expect(apiCalls()).toHaveLength(1);
  });

  it('counts the characters of the requirement against its limit', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByText('0 / 2000')).toBeInTheDocument();
    type('Your message', 'Hello');
    expect(screen.getByText('5 / 2000')).toBeInTheDocument();
  });

  it("writes the server's field reasons and the rules' messages in the visitor's language", async () => {
    await i18n.changeLanguage('zh-CN');
    serve(
      handle(userApi.requirementCreate, () =>
        refuse('errors.invalidInput', { fields: { email: 'validation.email' } }),
      ),
    );
    renderWithProviders(<ContactPage />, { route: '/contact' });
    submit('发送留言');
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    type('姓名', 'Li Lei');
    type('邮箱', 'li@example.com');
    type('留言内容', 'Hello');
    submit('发送留言');
    await waitFor(() => expect(fieldOf('邮箱')).toHaveTextContent('请输入有效的邮箱地址'));
  });
});
