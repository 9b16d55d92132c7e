import { Loader, SimpleGrid, TextInput, VisuallyHidden } from '@mantine/core';
import { registrationMessages } from '@sevak/shared';
import { memo, useCallback, useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { translateText, useTranslation } from '../../i18n/i18n';
import type { AppForm } from '../../lib/form';
import { lookupPincode } from '../../lib/pincode';
import type { AddressField, AddressValues } from '../../lib/member-form/registration-form';

type AddressErrors = Partial<Record<AddressField, ReactNode>>;

type AddressInputsProps = {
  value: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  /** Errors to show under each field (from the shared schema or the server). */
  errors: AddressErrors;
  onBlur: (field: AddressField) => void;
  disabled?: boolean;
};

type Lookup = 'loading' | 'invalid' | 'failed' | 'found' | null;

const PINCODE_LENGTH = 6;

const FIELDS: readonly AddressField[] = ['area', 'city', 'state', 'country', 'pincode'];

const sameFields = (a: AddressValues | AddressErrors, b: AddressValues | AddressErrors) =>
  FIELDS.every((key) => a[key] === b[key]);

/**
 * Re-rendered only when something it shows changes, compared field by field: the form copies its
 * values on every change, so the address is a new object after a keystroke anywhere.
 */
function sameProps(a: AddressInputsProps, b: AddressInputsProps): boolean {
  return (
    sameFields(a.value, b.value) &&
    a.onChange === b.onChange &&
    a.onBlur === b.onBlur &&
    a.disabled === b.disabled &&
    sameFields(a.errors, b.errors)
  );
}

const PLACE_FIELDS = ['area', 'city', 'state', 'country'] as const;

/**
 * Area, Pincode, City, State, Country (docs/product-spec.md §5). When the pincode reaches 6 characters it is
 * looked up: success fills area (first post office), city (district), state and country, but only
 * the fields that are empty or were filled by an earlier lookup: what the member typed stays
 *. An unknown pincode or a failed lookup says so under Pincode and clears what a
 * lookup filled, again leaving typed text alone.
 */
const AddressInputs = memo(function AddressInputs({ value, onChange, errors, onBlur, disabled }: AddressInputsProps) {
  const { t } = useTranslation('registration');
  const [lookup, setLookup] = useState<Lookup>(null);
  // The latest value, for answers that arrive after more typing.
  const latest = useRef(value);
  const pending = useRef<AbortController | null>(null);
  // The fields whose text came from a lookup (not typed since): a later lookup may replace them.
  const filled = useRef(new Set<AddressField>());

  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => () => pending.current?.abort(), []);

  const update = (next: Partial<AddressValues>) => {
    latest.current = { ...latest.current, ...next };
    for (const [field, text] of Object.entries(next)) onChange(field as AddressField, text);
  };

  const change = (field: AddressField) => (event: ChangeEvent<HTMLInputElement>) => {
    filled.current.delete(field);
    update({ [field]: event.currentTarget.value });
  };

  const changePincode = (event: ChangeEvent<HTMLInputElement>) => {
    const pincode = event.currentTarget.value;
    update({ pincode });
    pending.current?.abort();
    pending.current = null;
    if (pincode.trim().length !== PINCODE_LENGTH) {
      setLookup(null);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setLookup('loading');
    lookupPincode(pincode.trim(), controller.signal).then(
      (result) => {
        if (controller.signal.aborted || latest.current.pincode !== pincode) return;
        pending.current = null;
        const replaceable = (field: AddressField) => filled.current.has(field) || latest.current[field].trim() === '';
        if (result.kind === 'found') {
          const next: Partial<AddressValues> = {};
          for (const field of PLACE_FIELDS) {
            if (!replaceable(field)) continue;
            next[field] = result.place[field];
            filled.current.add(field);
          }
          update(next);
          setLookup('found');
        } else {
          const next: Partial<AddressValues> = {};
          for (const field of PLACE_FIELDS) if (filled.current.has(field)) next[field] = '';
          filled.current.clear();
          update(next);
          setLookup(result.kind);
        }
      },
      () => undefined, // aborted: a newer pincode took over
    );
  };

  const pincodeError =
    lookup === 'invalid'
      ? translateText(registrationMessages.pincodeInvalid)
      : lookup === 'failed'
        ? translateText(registrationMessages.pincodeLookupFailed)
        : errors.pincode;

  const common = (field: AddressField) => ({
    name: `address.${field}`,
    // Where the form looks for the input to focus on an error (as getInputProps marks its inputs).
    'data-path': `address.${field}`,
    value: value[field],
    onChange: change(field),
    onBlur: () => onBlur(field),
    error: errors[field],
    disabled,
  });

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <TextInput label={t('address.area')} autoComplete="address-line1" {...common('area')} />
        <TextInput
          label={t('address.pincode')}
          name="address.pincode"
          data-path="address.pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_LENGTH}
          value={value.pincode}
          onChange={changePincode}
          onBlur={() => onBlur('pincode')}
          error={pincodeError}
          disabled={disabled}
          aria-busy={lookup === 'loading'}
          rightSection={lookup === 'loading' ? <Loader size="xs" aria-hidden="true" /> : null}
        />
        <TextInput label={t('address.city')} autoComplete="address-level2" {...common('city')} />
        <TextInput label={t('address.state')} autoComplete="address-level1" {...common('state')} />
        <TextInput label={t('address.country')} autoComplete="country-name" {...common('country')} />
      </SimpleGrid>
      <VisuallyHidden role="status">
        {lookup === 'loading' ? t('address.lookingUp') : lookup === 'found' ? t('address.filled') : ''}
      </VisuallyHidden>
    </>
  );
}, sameProps);

/**
 * The address block of a form with an `address` (the registration, profile, admin and request
 * forms). Each input is the form's `address.<field>`; the inputs re-render only when the address
 * or its errors change, so typing elsewhere stays cheap on a slow phone.
 */
export function AddressFields({
  form,
  disabled,
}: {
  form: AppForm<{ address: AddressValues }, unknown>;
  disabled?: boolean;
}) {
  const { setFieldValue, blurField, errors } = form;
  const onChange = useCallback(
    (field: AddressField, text: string) => setFieldValue(`address.${field}`, text),
    [setFieldValue],
  );
  const onBlur = useCallback((field: AddressField) => blurField(`address.${field}`), [blurField]);
  const shown: AddressErrors = {
    area: errors['address.area'],
    city: errors['address.city'],
    state: errors['address.state'],
    country: errors['address.country'],
    // A server error on the whole address (e.g. unreadable) shows under Pincode.
    pincode: errors['address.pincode'] ?? errors.address,
  };
  return (
    <AddressInputs value={form.values.address} onChange={onChange} onBlur={onBlur} errors={shown} disabled={disabled} />
  );
}
