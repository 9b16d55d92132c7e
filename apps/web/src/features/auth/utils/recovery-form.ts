import { recoveryMessages } from '@sevak/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormErrors } from '@mantine/form';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api';
import { showErrors, useAppForm } from '../../../lib/form';

export type Notice = { kind: 'error' | 'info'; text: string };

/** The email handed from one recovery page to the next in navigation state. */
export type RecoveryState = { email?: string; message?: string };

export function recoveryStateOf(state: unknown): RecoveryState {
  const value = (state ?? {}) as Record<string, unknown>;
  return {
    email: typeof value.email === 'string' ? value.email : undefined,
    message: typeof value.message === 'string' ? value.message : undefined,
  };
}

/** The names of the fields left empty (docs/product-spec.md §5: all fields required). */
function emptyFields<T extends Record<string, string>>(values: T): (keyof T & string)[] {
  return (Object.keys(values) as (keyof T & string)[]).filter((key) => values[key]!.trim() === '');
}

/** The alert text for invalid fields: the first field's message, else `fallback`. */
export const firstErrorOr = (fallback: string) => (fieldErrors: FormErrors) => {
  const first = Object.values(fieldErrors)[0];
  return typeof first === 'string' ? first : fallback;
};

/** Fields marked invalid without a message of their own (the notice above says it). */
const marked = (fields: readonly string[]): FormErrors => Object.fromEntries(fields.map((field) => [field, true]));

/**
 * The form and submit of one password-recovery page (docs/product-spec.md §4, §5): all fields required ("Please
 * fill in all fields", the empty ones marked), then the page's schema, then its request. A problem
 * shows once, as an error notice, and focuses the first invalid field; the message a page was
 * opened with (navigation state) shows as an info notice until the next submit.
 */
export function useRecoveryForm<V extends Record<string, string>, P, R>({
  initial,
  showArrivedMessage = true,
  schema,
  invalidMessage,
  mutation,
  onSent,
  errorFields = [],
}: {
  /** The first values, from what the previous page handed on. */
  initial: (arrived: RecoveryState) => V;
  showArrivedMessage?: boolean;
  /** The page's shared schema (stable: a constant, or useMemo). */
  schema: z.ZodType<P>;
  /** The notice for values the schema refuses. */
  invalidMessage: (fieldErrors: FormErrors) => string;
  mutation: UseMutationResult<R, Error, P>;
  onSent: (response: R, data: P) => void;
  /** The fields marked invalid when the server refuses the request. */
  errorFields?: readonly (keyof V & string)[];
}) {
  const location = useLocation();
  const [arrived] = useState(() => recoveryStateOf(location.state));
  const [initialValues] = useState(() => initial(arrived));
  const form = useAppForm({ schema, initialValues });
  const [notice, setNotice] = useState<Notice | null>(
    showArrivedMessage && arrived.message ? { kind: 'info', text: arrived.message } : null,
  );

  const fail = (text: string) => setNotice({ kind: 'error', text });

  const onSubmit = form.onSubmit(
    (data) => {
      setNotice(null);
      mutation.mutate(data, {
        onSuccess: (response) => onSent(response, data),
        onError: (error) => {
          fail(errorMessage(error));
          showErrors(form, marked(errorFields));
        },
      });
    },
    (errors, values) => {
      const empty = emptyFields(values);
      if (empty.length === 0) return fail(invalidMessage(errors));
      form.setErrors(marked(empty));
      fail(recoveryMessages.fillAllFields);
    },
  );

  const field = (key: keyof V & string) => ({ name: key, ...form.getInputProps(key) });

  return { values: form.values, field, notice, pending: mutation.isPending, formProps: { onSubmit, noValidate: true } };
}

export type RecoveryForm = ReturnType<typeof useRecoveryForm>;
