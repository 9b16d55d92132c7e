import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A rupee amount as people type it: positive, at most 2 decimals (paise), grouped the Indian way
 * (1,00,000) and with the phone's decimal keypad. Every money form uses it.
 */
export function RupeeInput(props: NumberInputProps) {
  return (
    <NumberInput
      allowNegative={false}
      decimalScale={2}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      hideControls
      inputMode="decimal"
      autoComplete="off"
      {...props}
    />
  );
}
