/** The buyer's credit at checkout: what is available of the limit, the terms, and a clear notice when on hold. */
import { Alert, Box, Text } from '@chakra-ui/react';
import { purchaseOrderCopy } from '../copy';
import type { MyCreditQuery } from '../../../gql/graphql';

const t = purchaseOrderCopy.credit;

export function CreditPanel({ credit }: { credit: MyCreditQuery['myCredit'] }) {
  return (
    <Box borderWidth="1px" rounded="md" p="4" bg="bg.subtle" role="group" aria-label={t.title}>
      <Text fontWeight="bold">{t.title}</Text>
      <Text>{t.summary(credit.availableCents, credit.limitCents)}</Text>
      <Text>{t.terms(credit.termsDays)}</Text>
      {credit.onHold && (
        <Alert.Root status="error" mt="3" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.onHoldTitle}</Alert.Title>
            <Alert.Description>{t.onHold(credit.overdueCount, credit.overdueCents)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
