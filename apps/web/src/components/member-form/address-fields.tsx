import { Loader, SimpleGrid, TextInput, VisuallyHidden } from '@mantine/core';
import { registrationMessages } from '@sevak/shared';
import { memo, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { lookupPincode } from '../../lib/pincode';
import type { AddressField, AddressValues } from '../../lib/member-form/registration-form';

type AddressFieldsProps = {
  value: AddressValues;
  onChange: (value: AddressValues) => void;
  /** Errors to show under each field (e.g. from the shared schema or the server). */
  errors?: Partial<Record<AddressField, string>>;
  onBlur?: (field: AddressField) => void;
  disabled?: boolean;
};

const NO_ERRORS: Partial<Record<AddressField, string>> = {};

/** The address fields' errors out of a form's dotted-path errors (an error on `address` shows under Pincode). */
export function addressErrorsOf(errors: Readonly<Record<string, string | undefined>>): Partial<Record<AddressField, string>> {
  return {
    area: errors['address.area'],
    city: errors['address.city'],
    state: errors['address.state'],
    country: errors['address.country'],
    pincode: errors['address.pincode'] ?? errors.address,
  };
}

type Lookup = 'loading' | 'invalid' | 'failed' | 'found' | null;

const PINCODE_LENGTH = 6;

/**
 * Area, Pincode, City, State, Country (spec §5). When the pincode reaches 6 characters it is
 * looked up: success fills area (first post office), city (district), state and country; an
 * unknown pincode or a failed lookup says so under Pincode and clears the four fields.
 * Prop-driven (value / onChange / errors), for the registration, profile and admin forms.
 */
function sameErrors(a: AddressFieldsProps['errors'] = NO_ERRORS, b: AddressFieldsProps['errors'] = NO_ERRORS): boolean {
  const keys: AddressField[] = ['area', 'city', 'state', 'country', 'pincode'];
  return keys.every((key) => a[key] === b[key]);
}

/** Re-rendered only when something it shows changes (errors compared field by field). */
function sameProps(a: AddressFieldsProps, b: AddressFieldsProps): boolean {
  return (
    a.value === b.value &&
    a.onChange === b.onChange &&
    a.onBlur === b.onBlur &&
    a.disabled === b.disabled &&
    sameErrors(a.errors, b.errors)
  );
}

export const AddressFields = memo(function AddressFields({
  value,
  onChange,
  errors = NO_ERRORS,
  onBlur,
  disabled,
}: AddressFieldsProps) {
  const [lookup, setLookup] = useState<Lookup>(null);
  // The latest value, for answers that arrive after more typing.
  const latest = useRef(value);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => {
    latest.current = value;
  });
  useEffect(() => () => pending.current?.abort(), []);

  const update = (next: AddressValues) => {
    latest.current = next;
    onChange(next);
  };

  const change = (field: AddressField) => (event: ChangeEvent<HTMLInputElement>) => {
    update({ ...latest.current, [field]: event.currentTarget.value });
  };

  const changePincode = (event: ChangeEvent<HTMLInputElement>) => {
    const pincode = event.currentTarget.value;
    update({ ...latest.current, pincode });
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
        if (result.kind === 'found') {
          update({ ...latest.current, ...result.place });
          setLookup('found');
        } else {
          update({ ...latest.current, area: '', city: '', state: '', country: '' });
          setLookup(result.kind);
        }
      },
      () => undefined, // aborted: a newer pincode took over
    );
  };

  const pincodeError =
    lookup === 'invalid'
      ? registrationMessages.pincodeInvalid
      : lookup === 'failed'
        ? registrationMessages.pincodeLookupFailed
        : errors.pincode;

  const common = (field: AddressField) => ({
    name: `address.${field}`,
    value: value[field],
    onChange: change(field),
    onBlur: () => onBlur?.(field),
    error: errors[field],
    disabled,
  });

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <TextInput label="Area" autoComplete="address-line1" {...common('area')} />
        <TextInput
          label="Pincode"
          name="address.pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_LENGTH}
          value={value.pincode}
          onChange={changePincode}
          onBlur={() => onBlur?.('pincode')}
          error={pincodeError}
          disabled={disabled}
          aria-busy={lookup === 'loading'}
          rightSection={lookup === 'loading' ? <Loader size="xs" aria-hidden="true" /> : null}
        />
        <TextInput label="City" autoComplete="address-level2" {...common('city')} />
        <TextInput label="State" autoComplete="address-level1" {...common('state')} />
        <TextInput label="Country" autoComplete="country-name" {...common('country')} />
      </SimpleGrid>
      <VisuallyHidden role="status">
        {lookup === 'loading'
          ? 'Looking up the pincode…'
          : lookup === 'found'
            ? 'Area, city, state and country filled in from the pincode.'
            : ''}
      </VisuallyHidden>
    </>
  );
}, sameProps);
