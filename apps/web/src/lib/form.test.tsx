import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api';
import { lazySchema, showServerErrors, useAppForm } from './form';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  city: z.string().trim().min(1, 'City is required'),
});

// The same schema, imported on first use (as the login page loads zod).
const lazy = lazySchema(() => Promise.resolve(schema));

type FormProps = { onSend: (values: z.output<typeof schema>) => void; failWith?: ApiError; loaded?: 'lazily' };

function Form({ onSend, failWith, loaded }: FormProps) {
  const form = useAppForm({ schema: loaded ? lazy : schema, initialValues: { name: '', city: '' } });
  const submit = form.onSubmit((values) => {
    onSend(values);
    if (failWith) showServerErrors(form, failWith);
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="City" {...form.getInputProps('city')} />
      <button type="submit">Send</button>
    </form>
  );
}

function setup(props: Partial<Parameters<typeof Form>[0]> = {}) {
  const onSend = vi.fn();
  render(
    <MantineProvider env="test">
      <Form onSend={onSend} {...props} />
    </MantineProvider>,
  );
  return { onSend, user: userEvent.setup() };
}

describe('useAppForm', () => {
  it('leaves a field that was only tabbed past alone', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows the error of a field once it was changed and left, and clears it on change', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Name'), ' ');
    expect(screen.queryByText('Name is required')).toBeNull();
    await user.tab();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.queryByText('City is required')).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Name is required')).toBeNull();
  });

  it('shows every error on submit and focuses the first field; sends the parsed values', async () => {
    const { user, onSend } = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(onSend).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), ' Asha ');
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Asha', city: 'Pune' });
  });

  it("puts the server's field errors under their fields until the field changes", async () => {
    const failWith = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', [
      { path: 'city', msg: 'Unknown city' },
      { path: 'city', msg: 'second message, not shown' },
      { path: 'elsewhere', msg: 'not a field here' },
    ]);
    const { user } = setup({ failWith });
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('City'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Unknown city')).toBeTruthy();
    expect(screen.queryByText('not a field here')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
    await user.click(screen.getByLabelText('Name'));
    expect(screen.getByText('Unknown city')).toBeTruthy();
    await user.type(screen.getByLabelText('City'), 'x');
    expect(screen.queryByText('Unknown city')).toBeNull();
  });

  it('validates with a schema loaded on first use', async () => {
    const { user, onSend } = setup({ loaded: 'lazily' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('City is required')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), ' Asha ');
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ name: 'Asha', city: 'Pune' }));
  });

  it('reports when no server error belongs to the form', () => {
    const form = { getValues: () => ({ name: '' }), setErrors: vi.fn(), getInputNode: () => null };
    const call = (error: unknown) => showServerErrors(form as unknown as Parameters<typeof showServerErrors>[0], error);
    expect(call(new Error('boom'))).toBe(false);
    expect(call(new ApiError(400, 'VALIDATION_FAILED', 'Invalid', [{ path: 'other', msg: 'x' }]))).toBe(false);
    expect(form.setErrors).not.toHaveBeenCalled();
  });
});
