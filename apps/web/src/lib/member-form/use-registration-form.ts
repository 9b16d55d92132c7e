import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid, pickErrors, type FormErrors } from '../form-errors';
import type { AddressField, AddressValues } from './registration-form';

/** What every form built on the registration fields holds (the rest are text fields). */
type FormShape = { address: AddressValues; businessCategory: string[] };

/** The keys of V whose values are text (one input each). */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** The props a text input (TextInput, PasswordInput, Textarea) takes from the form. */
export type TextFieldProps = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: string | undefined;
};

const ADDRESS_KEYS = ['address', 'address.area', 'address.city', 'address.state', 'address.country', 'address.pincode'];

type Options<V> = {
  initialValues: V;
  /** Errors the server found earlier (e.g. a registered email), shown until the field changes. */
  initialErrors?: FormErrors;
  /** All the form's errors by field path; keep it stable (useCallback), it runs on every change. */
  validate: (values: V) => FormErrors;
};

/**
 * The state of the registration form and the forms built on its fields (/register, the admin
 * Create User and Edit User screens): errors appear under a field once it is left, all of them on
 * submit; the server's verdicts stay under their field until it changes. Callbacks for the
 * address block and the category picker are stable, so a keystroke re-renders only what changed
 * (those two are memoised; they are the heavy parts on a slow phone).
 */
export function useRegistrationForm<V extends FormShape>({ initialValues, initialErrors = {}, validate }: Options<V>) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initialValues);
  // Fields whose errors are on screen: left once (blur), or all after a submit.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(Object.keys(initialErrors)));
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>(initialErrors);

  const allErrors = useMemo(() => validate(values), [values, validate]);
  const errors: FormErrors = {
    ...(showAll ? allErrors : pickErrors(allErrors, shown)),
    ...serverErrors,
  };
  const hasProblems = Object.keys(allErrors).length > 0 || Object.keys(serverErrors).length > 0;

  const forgetServerErrors = useCallback((changed: readonly string[]) => {
    setServerErrors((current) => {
      if (!changed.some((key) => key in current)) return current;
      const rest = { ...current };
      for (const key of changed) delete rest[key];
      return rest;
    });
  }, []);

  const reveal = useCallback((key: string) => {
    setShown((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);

  const text = (field: TextKey<V>): TextFieldProps => ({
    name: field,
    value: values[field] as string,
    onChange: (event) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      forgetServerErrors([field]);
    },
    onBlur: () => reveal(field),
    error: errors[field],
  });

  const changeAddress = useCallback(
    (address: AddressValues) => {
      setValues((current) => ({ ...current, address }));
      forgetServerErrors(ADDRESS_KEYS);
    },
    [forgetServerErrors],
  );
  const revealAddress = useCallback((field: AddressField) => reveal(`address.${field}`), [reveal]);
  const changeCategories = useCallback(
    (businessCategory: string[]) => {
      setValues((current) => ({ ...current, businessCategory }));
      forgetServerErrors(['businessCategory']);
    },
    [forgetServerErrors],
  );
  const revealCategories = useCallback(() => reveal('businessCategory'), [reveal]);

  /** Before sending: true when all is well; otherwise every error goes on screen, focus on the first. */
  const check = (): boolean => {
    if (!hasProblems) return true;
    flushSync(() => setShowAll(true));
    focusFirstInvalid(form.current);
    return false;
  };

  /** The server's field errors, under their fields until changed; focus on the first. */
  const showServerErrors = (found: FormErrors) => {
    flushSync(() => setServerErrors(found));
    focusFirstInvalid(form.current);
  };

  return {
    form,
    values,
    setValues,
    errors,
    /** True after a submit found something wrong, while something still is. */
    failedCheck: showAll && hasProblems,
    check,
    showServerErrors,
    text,
    address: { value: values.address, onChange: changeAddress, onBlur: revealAddress },
    categories: { value: values.businessCategory, onChange: changeCategories, onBlur: revealCategories },
  };
}

export type RegistrationFormControls<V extends FormShape> = ReturnType<typeof useRegistrationForm<V>>;
