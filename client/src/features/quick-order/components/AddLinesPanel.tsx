/** One phone number for every ready line, and the button that adds them all to My Orders (or none). */
import { useState } from 'react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { ValidationError } from 'yup';
import { wholesaleCopy } from '../../../lib/wholesaleCopy';
import { bulkPhoneSchema } from '../api/bulkAddToOrders';

const t = wholesaleCopy.quickOrder;

interface Props {
  readyCount: number;
  adding: boolean;
  onAdd(phone: string): void;
}

export function AddLinesPanel({ readyCount, adding, onAdd }: Props) {
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    try {
      bulkPhoneSchema.validateSync({ phone });
    } catch (err) {
      if (err instanceof ValidationError) {
        setPhoneError(err.message);
        return;
      }
      throw err;
    }
    onAdd(phone.trim());
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.add(readyCount)}>
      <Stack gap="3" maxW="md">
        <Field.Root required invalid={Boolean(phoneError)}>
          <Field.Label>{t.phone}</Field.Label>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              setPhoneError(null);
            }}
          />
          <Field.ErrorText>{phoneError}</Field.ErrorText>
        </Field.Root>
        {readyCount === 0 && <Text color="fg.muted">{t.nothingToAdd}</Text>}
        <Button
          type="submit"
          colorPalette="orange"
          disabled={readyCount === 0}
          loading={adding}
          alignSelf="start"
        >
          {t.add(readyCount)}
        </Button>
      </Stack>
    </form>
  );
}
