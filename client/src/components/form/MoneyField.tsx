/** A dollars field (price, payment amount, credit limit): typed as text, converted with lib/money, a decimal keypad on phones. */
import { TextField, type TextFieldProps } from './TextField';

export function MoneyField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'rows'>) {
  return <TextField {...props} inputMode="decimal" />;
}
