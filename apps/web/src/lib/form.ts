import { schemaResolver, useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { translateText } from '../i18n/i18n';
import { ApiError, errorMessage } from './api';

/**
 * The one way to write a form (README "How to write a form"): `@mantine/form` with a zod schema of
 * `@sevak/shared` as its validator. V is what the inputs hold, Out what the schema makes of it
 * (trimmed, coerced); the submit handler gets Out.
 */
export type AppForm<V, Out = V> = UseFormReturnType<V, Out> & {
  /** Leaving a field not wired by `getInputProps` (its onBlur): checks it if it changed. */
  blurField: (path: string) => void;
  /** The last submit found errors, and some are still on screen (for a summary above the button). */
  failedSubmit: boolean;
};

/**
 * What the form needs of a schema: a Standard Schema to validate (Mantine's `schemaResolver`) and
 * a `parse` for the submit; a zod schema, or one loaded on first use (`lazySchema`).
 */
type FormSchema<Out> = Parameters<typeof schemaResolver>[0] & { parse: (values: unknown) => Out };

type AppFormOptions<V, Out> = Omit<UseFormInput<V, Out>, 'validate' | 'transformValues' | 'initialValues' | 'mode'> & {
  /**
   * Keep it stable (a module constant, or useMemo when it is built from rules). Its input type is
   * not tied to V: the form holds what inputs hold ('' for an optional text, null for no file).
   */
  schema: FormSchema<Out>;
  initialValues: V;
};

/**
 * `useForm` with the schema as validator. When errors show:
 * - under a field once it was changed and then left. Not `validateInputOnBlur`: that checks any
 *   field left, so tabbing past an empty one turned it red. Here a change marks the field and
 *   leaving a marked field checks it (`blurField` for inputs not wired by `getInputProps`);
 * - all of them on submit, with the focus on the first (in document order);
 * - an error (the schema's or the server's) goes when its field changes (`clearInputErrorOnChange`)
 *   and a server's error is not checked away by leaving its field unchanged.
 */
export function useAppForm<V extends Record<string, unknown>, Out>({
  schema,
  ...options
}: AppFormOptions<V, Out>): AppForm<V, Out> {
  const validate = useMemo(() => {
    const resolve = schemaResolver(schema, { sync: true });
    // The schema's messages are @sevak/shared's English: shown in the member's language. A lazy
    // schema answers with a promise (Mantine's async validation): translated when it settles.
    return (values: V) => {
      const errors: FormErrors | Promise<FormErrors> = resolve(values);
      return errors instanceof Promise ? errors.then(translatedErrors) : translatedErrors(errors);
    };
  }, [schema]);
  // Fields changed since they were last checked (left, or the form submitted).
  const changed = useRef(new Set<string>());
  const [failed, setFailed] = useState(false);
  const form = useForm<V, Out>({
    ...options,
    mode: 'controlled',
    validate,
    clearInputErrorOnChange: true,
    // Runs only after validation passed, so parse cannot throw.
    transformValues: (values) => schema.parse(values),
    enhanceGetInputProps: ({ field, inputProps }) => {
      // Mantine merges what this returns into inputProps itself: keep its own onChange first.
      const { onChange } = inputProps as { onChange: (...args: unknown[]) => void };
      return {
        onChange: (...args: unknown[]) => {
          changed.current.add(field);
          onChange(...args);
        },
        onBlur: () => blurField(field),
      };
    },
  });
  const { setFieldValue: setValue, validateField } = form;

  const setFieldValue = useCallback<typeof setValue>(
    (path, value, setOptions) => {
      changed.current.add(path);
      setValue(path, value, setOptions);
    },
    [setValue],
  );
  const blurField = useCallback(
    (path: string) => {
      if (changed.current.delete(path)) validateField(path as never);
    },
    [validateField],
  );

  return {
    ...form,
    setFieldValue,
    blurField,
    failedSubmit: failed && Object.keys(form.errors).length > 0,
    onSubmit: (handle, onInvalid) => {
      const submit = form.onSubmit(
        (values, event) => {
          setFailed(false);
          return handle(values, event);
        },
        (errors, values, event) => {
          setFailed(true);
          focusFirstError(form, errors);
          onInvalid?.(errors, values, event);
        },
      );
      return (event) => {
        changed.current.clear();
        submit(event);
      };
    },
  };
}

/**
 * A schema imported on first use, for a page that must not carry zod in its first load (the login
 * page, docs/contract.md §10): validation waits for the import (Mantine's async validation), and by the time
 * a submit parses the values it has arrived. `load` is called again each time; keep it cached
 * (a dynamic import is).
 */
export function lazySchema<Out>(load: () => Promise<z.ZodType<Out>>): FormSchema<Out> & { preload: () => void } {
  let loaded: z.ZodType<Out> | null = null;
  const get = () =>
    load().then((schema) => {
      loaded = schema;
      return schema;
    });
  return {
    '~standard': {
      version: 1,
      vendor: 'sevak-lazy',
      validate: async (value) => (await get())['~standard'].validate(value),
    },
    parse: (value) => {
      if (!loaded) throw new Error('lazySchema: parse before validation');
      return loaded.parse(value);
    },
    preload: () => void get().catch(() => undefined),
  };
}

/** Any form, as the helpers below see it (they use paths as strings). */
type AnyForm = UseFormReturnType<Record<string, unknown>, unknown>;

/** Focuses the first input (in document order) that has an error; inputs carry `data-path`. */
function focusFirstError(form: AnyForm, errors: FormErrors): void {
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
 * The server's field errors (a 4xx's `errors: {path, msg}[]`, docs/contract.md §5) under their fields, the
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

/**
 * A failed submit, said once: the server's field errors under their fields, else its
 * message in the form's own alert (`showProblem`). No toast repeats what the form shows.
 */
export function showSubmitError(
  form: AnyForm,
  error: unknown,
  showProblem: (message: string) => void,
  fallback?: string,
): void {
  if (!showServerErrors(form, error)) showProblem(errorMessage(error, fallback));
}

/** Each message of @sevak/shared in the member's language (others stay as they are). */
function translatedErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, error]) => [path, typeof error === 'string' ? translateText(error) : error]),
  );
}

/** Puts errors found elsewhere (the server) under their fields and focuses the first. */
export function showErrors(form: AnyForm, errors: FormErrors): void {
  errors = translatedErrors(errors);
  form.setErrors(errors);
  focusFirstError(form, errors);
}
