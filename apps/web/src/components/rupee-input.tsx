import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A rupee amount as people type it: grouped the Indian way (1,00,000) and with the phone's decimal
 * keypad. Every money form uses it. It keeps what was typed — a minus sign, a third decimal — so
 * the form's shared schema (`rupeesSchema` of @sevak/shared) says under the field what is wrong;
 * it never drops the sign or rounds 12.345 to 12.34 by itself.
 */
export function RupeeInput(props: NumberInputProps) {
  return (
    <NumberInput
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      hideControls
      inputMode="decimal"
      autoComplete="off"
      {...props}
    />
  );
}
