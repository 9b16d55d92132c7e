import { Text, type TextProps } from '@mantine/core';
import { formatPaise, rupeesToPaise } from '@sevak/shared';

/** '+₹25' for money in, '−₹1,500' (a real minus sign) for money out, '₹0' for neither. */
export function formatSignedRupees(rupees: number): string {
  const paise = rupeesToPaise(rupees);
  if (paise > 0) return `+${formatPaise(paise)}`;
  if (paise < 0) return `−${formatPaise(-paise)}`;
  return formatPaise(0);
}

/**
 * A transaction's amount: the sign says in or out, the colour repeats it (never the colour alone).
 * A voided one is struck through: it never moved the balance.
 */
export function SignedAmount({ rupees, voided = false, ...props }: { rupees: number; voided?: boolean } & TextProps) {
  const color = voided ? 'dimmed' : rupees > 0 ? 'teal.9' : rupees < 0 ? 'red.9' : undefined;
  return (
    <Text span fw={600} c={color} td={voided ? 'line-through' : undefined} style={{ whiteSpace: 'nowrap' }} {...props}>
      {formatSignedRupees(rupees)}
    </Text>
  );
}
