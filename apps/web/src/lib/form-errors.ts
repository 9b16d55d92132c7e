import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldError } from './api';

/**
 * Form error helpers. Errors are keyed by the field's dotted path ('name', 'address.pincode'),
 * the same paths the API uses in `errors[].path`.
 */
export type FormErrors = Record<string, string>;

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message for each path of a schema's issues. */
export function issuesToErrors(issues: readonly Issue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The server's `errors[]` as path → first message. */
export function serverErrors(errors: readonly FieldError[]): FormErrors {
  const found: FormErrors = {};
  for (const { path, msg } of errors) found[path] ??= msg;
  return found;
}

/** Only the errors of the given paths. */
export function pickErrors(errors: FormErrors, keys: Iterable<string>): FormErrors {
  const picked: FormErrors = {};
  for (const key of keys) if (errors[key]) picked[key] = errors[key];
  return picked;
}

/** Moves focus to the first invalid input of a form (in document order), after the errors render. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  target?.focus();
}

/**
 * A form's field errors with a ref for its `<form>`. `showErrors` puts errors on screen at once
 * (together with whatever else `alongside` sets) and then focuses the first invalid input.
 */
export function useFormErrors(initial: FormErrors = {}) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors>(initial);
  const showErrors = (found: FormErrors, alongside?: () => void) => {
    flushSync(() => {
      setErrors(found);
      alongside?.();
    });
    focusFirstInvalid(form.current);
  };
  return { form, errors, setErrors, showErrors };
}
