import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { mockFetch } from '@/test/mock-fetch';
import { ContactForm } from './contact-form';

function renderForm() {
  const user = userEvent.setup();
  render(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
  return { user };
}

describe('ContactForm', () => {
  it('starts the message with the subject a link names (the Enterprise plan button)', async () => {
    mockFetch({});
    window.history.replaceState(null, '', '/?subject=Enterprise%20plan#contact');
    try {
      renderForm();
      await waitFor(() => expect(screen.getByLabelText(/Message/)).toHaveValue('Enterprise plan\n\n'));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('refuses empty fields with a message on each, without calling the server', async () => {
    const fetch = mockFetch({});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please write a message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the message with the page language, shows a toast and clears the form', async () => {
    const fetch = mockFetch({ 'POST /api/contact': { status: 201, body: { id: 'm1' } } });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Name'), ' Ana Pop ');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Message'), 'Do you offer yearly billing?');
    expect(screen.getByText('28 of 5000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(/Your message was sent/)).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/contact'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana Pop',
      email: 'ana@example.com',
      message: 'Do you offer yearly billing?',
      language: 'en',
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('keeps what was typed and explains a refusal from the server', async () => {
    mockFetch({
      'POST /api/contact': {
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Too many', details: { retryAfterSeconds: 3600 } },
      },
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message could not be sent.')).toBeInTheDocument();
    expect(screen.getByText(/Please try again in 3600 seconds/)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });
});
