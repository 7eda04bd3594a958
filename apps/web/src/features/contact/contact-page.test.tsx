import { userApi } from '@robot/contracts/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n/i18n.ts';
import { apiCalls, handle, refuse, serve } from '../../test/msw.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { ContactPage } from './contact-page.tsx';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name = 'Send message') => fireEvent.click(screen.getByRole('button', { name }));
/** The form item (label, input and its messages) that holds the field labelled `label`. */
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item')!;

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
