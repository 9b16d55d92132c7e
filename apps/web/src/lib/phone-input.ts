import { normalisePhone } from '@sevak/shared';
import type { ChangeEvent } from 'react';

/** Room for a pasted number with its country code and spaces: '+91 (98765) 43210', '0091 98765 43210'. */
export const PHONE_INPUT_MAX_LENGTH = 20;

/**
 * What a phone input keeps of a change: text that cleans to 10 digits
 * ('+91 98765 43210', '098765 43210') becomes them at once; anything else stays as typed, for
 * the shared phone schema to read or to explain.
 */
export function cleanPhoneInput(value: string): string {
  const cleaned = normalisePhone(value);
  return /^\d{10}$/.test(cleaned) ? cleaned : value;
}

/**
 * A phone field's input props (from `form.getInputProps`) that take a pasted number whole and
 * clean it, instead of cutting it at 10 characters.
 */
export function phoneInputProps<P extends { onChange: (value: string) => void }>(props: P) {
  return {
    ...props,
    maxLength: PHONE_INPUT_MAX_LENGTH,
    onChange: (event: ChangeEvent<HTMLInputElement>) => props.onChange(cleanPhoneInput(event.currentTarget.value)),
  };
}
