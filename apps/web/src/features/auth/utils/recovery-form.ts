import { recoveryMessages } from '@sevak/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { issuesToErrors, useFormErrors, type FormErrors } from '../../../lib/form-errors';
import { notifyError } from '../../../lib/notify';

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

/** The names of the fields left empty (spec §5: all fields required). */
export function emptyFields<T extends Record<string, string>>(values: T): (keyof T)[] {
  return (Object.keys(values) as (keyof T)[]).filter((key) => values[key]!.trim() === '');
}

/** The alert text for invalid fields: the first field's message, else `fallback`. */
export const firstErrorOr = (fallback: string) => (fieldErrors: FormErrors) => Object.values(fieldErrors)[0] ?? fallback;

type Issue = { path: PropertyKey[]; message: string };
type Parsed<P> = { success: true; data: P } | { success: false; error: { issues: Issue[] } };

/**
 * The state and submit of one password-recovery form (spec §4, §5): all fields required
 * ("Please fill in all fields"), then the page's schema, then its request. A problem shows as an
 * error notice and a toast and focuses the first invalid field; the message a page was opened with
 * (navigation state) shows as an info notice until the next submit.
 */
export function useRecoveryForm<V extends Record<string, string>, P, R>({
  initial,
  showArrivedMessage = true,
  parse,
  invalidMessage,
  mutation,
  onSent,
  errorFields = {},
}: {
  /** The first values, from what the previous page handed on. */
  initial: (arrived: RecoveryState) => V;
  showArrivedMessage?: boolean;
  parse: (values: V) => Parsed<P>;
  /** The notice for values the schema refuses. */
  invalidMessage: (fieldErrors: FormErrors) => string;
  mutation: UseMutationResult<R, Error, P>;
  onSent: (response: R, data: P) => void;
  /** The fields marked invalid when the server refuses the request. */
  errorFields?: FormErrors;
}) {
  const location = useLocation();
  const [arrived] = useState(() => recoveryStateOf(location.state));
  const [values, setValues] = useState<V>(() => initial(arrived));
  const { form, errors, setErrors, showErrors } = useFormErrors();
  const [notice, setNotice] = useState<Notice | null>(
    showArrivedMessage && arrived.message ? { kind: 'info', text: arrived.message } : null,
  );

  const fail = (text: string, fieldErrors: FormErrors = {}) => {
    showErrors(fieldErrors, () => setNotice({ kind: 'error', text }));
    notifyError(text);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = emptyFields(values);
    if (empty.length > 0) {
      fail(recoveryMessages.fillAllFields, Object.fromEntries(empty.map((key) => [key, ''])));
      return;
    }
    const parsed = parse(values);
    if (!parsed.success) {
      const fieldErrors = issuesToErrors(parsed.error.issues);
      fail(invalidMessage(fieldErrors), fieldErrors);
      return;
    }
    setErrors({});
    setNotice(null);
    mutation.mutate(parsed.data, {
      onSuccess: (response) => onSent(response, parsed.data),
      onError: (error) => fail(errorMessage(error), errorFields),
    });
  };

  /** The value, change handler and error of one field (an empty field is marked without a message). */
  const field = (key: keyof V & string) => ({
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
    },
    error: key in errors ? errors[key] || true : undefined,
  });

  return { values, field, notice, pending: mutation.isPending, formProps: { ref: form, onSubmit, noValidate: true } };
}

export type RecoveryForm = ReturnType<typeof useRecoveryForm>;
