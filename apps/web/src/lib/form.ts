import { schemaResolver, useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import type { z } from 'zod';
import { ApiError } from './api';

/**
 * The one way to write a form (README "How to write a form"): `@mantine/form` with a zod schema of
 * `@sevak/shared` as its validator. V is what the inputs hold, Out what the schema makes of it
 * (trimmed, coerced); the submit handler gets Out.
 */
export type AppForm<V, Out = V> = UseFormReturnType<V, Out>;

type AppFormOptions<V, Out> = Omit<UseFormInput<V, Out>, 'validate' | 'transformValues' | 'initialValues' | 'mode'> & {
  /** Keep it stable (a module constant, or useMemo when it is built from rules). */
  schema: z.ZodType<Out, V>;
  initialValues: V;
};

/**
 * `useForm` with the schema as validator. When errors show:
 * - under a field once it was changed and then left: Mantine marks a field touched on focus too, so
 *   `validateInputOnBlur` would turn an untouched field red when merely tabbed past; here focus
 *   marks nothing, a change does (`touchTrigger: 'change'`), and blur checks touched fields only;
 * - all of them on submit, with the focus on the first (in document order);
 * - an error (the schema's or the server's) goes when its field changes (`clearInputErrorOnChange`).
 */
export function useAppForm<V extends Record<string, unknown>, Out>({
  schema,
  ...options
}: AppFormOptions<V, Out>): AppForm<V, Out> {
  const validate = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  const form = useForm<V, Out>({
    ...options,
    mode: 'controlled',
    validate,
    clearInputErrorOnChange: true,
    touchTrigger: 'change',
    // Runs only after validation passed, so parse cannot throw.
    transformValues: (values) => schema.parse(values),
    enhanceGetInputProps: ({ field, form: self }) => ({
      onFocus: undefined,
      onBlur: () => {
        // A field showing an error has not changed since (a change clears it): keep the error,
        // which may be the server's.
        if (self.isTouched(field) && self.errors[field] === undefined) self.validateField(field);
      },
    }),
  });
  return {
    ...form,
    onSubmit: (handle, onInvalid) =>
      form.onSubmit(handle, (errors, values, event) => {
        focusFirstError(form, errors);
        onInvalid?.(errors, values, event);
      }),
  };
}

/** Any form, as the helpers below see it (they use paths as strings). */
type AnyForm = AppForm<Record<string, unknown>, unknown>;

/** Focuses the first input (in document order) that has an error; inputs carry `data-path`. */
export function focusFirstError(form: AnyForm, errors: FormErrors): void {
  const nodes = Object.keys(errors)
    .map((path) => form.getInputNode(path))
    .filter((node): node is HTMLElement => node !== null);
  nodes.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  nodes[0]?.focus();
}

/** Whether `path` ('name', 'address.pincode') names one of the values. */
function isValuePath(values: unknown, path: string): boolean {
  let current = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * The server's field errors (a 4xx's `errors: {path, msg}[]`, DESIGN §5) under their fields, the
 * first message of each, focus on the first; they stay until their field changes. `fieldOf` maps an
 * API path to the form's field (null: not a field here); by default a path that names a value.
 * Returns false when none landed (no ApiError, or no path of this form): show the message instead.
 */
export function showServerErrors(
  form: AnyForm,
  error: unknown,
  fieldOf: (path: string) => string | null = (path) => (isValuePath(form.getValues(), path) ? path : null),
): boolean {
  if (!(error instanceof ApiError)) return false;
  const found: FormErrors = {};
  for (const { path, msg } of error.errors) {
    const field = fieldOf(path);
    if (field) found[field] ??= msg;
  }
  if (Object.keys(found).length === 0) return false;
  showErrors(form, found);
  return true;
}

/** Puts errors found elsewhere (the server) under their fields and focuses the first. */
export function showErrors(form: AnyForm, errors: FormErrors): void {
  form.setErrors(errors);
  focusFirstError(form, errors);
}
