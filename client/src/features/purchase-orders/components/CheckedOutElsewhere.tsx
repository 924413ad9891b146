/**
 * Checkout open in two tabs (or windows): the items one of them shows may be ordered from the other meanwhile. The
 * page notices when it asks again (a refused submit, coming back to the tab) and says which items went and where to
 * find them, instead of only "no open items".
 */
import { useEffect, useState } from 'react';
import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { purchaseOrderCopy } from '../copy';

const t = purchaseOrderCopy.checkout;

interface Item {
  id: string;
  productName: string;
  purchaseOrder?: { id: string } | null;
}

/**
 * The items this page showed as open that are now on a purchase order or waiting in an approval request: checked out
 * somewhere else. While this page's own order is being placed there are none (its items leave the same way, and the
 * page then goes to My Orders).
 */
export function useCheckedOutElsewhere<T extends Item>(
  open: readonly T[],
  all: readonly T[] | undefined,
  waitingIds: ReadonlySet<string>,
  placingHere: boolean,
): T[] {
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  // Remembered during render (React's pattern for state that follows props): an item shown once counts from then on.
  if (open.some((i) => !shown.has(i.id))) setShown(new Set([...shown, ...open.map((i) => i.id)]));
  if (placingHere || !all) return [];
  return all.filter((i) => shown.has(i.id) && (Boolean(i.purchaseOrder) || waitingIds.has(i.id)));
}

/** Asks again when the person comes back to this tab: an order placed in another one shows up before they press anything. */
export function useRefetchOnReturn(refetch: () => void) {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);
}

export function CheckedOutElsewhereAlert({ items }: { items: readonly Item[] }) {
  if (items.length === 0) return null;
  return (
    <Alert.Root status="info" role="status" aria-label={t.elsewhereTitle}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.elsewhereTitle}</Alert.Title>
        <Alert.Description>
          {t.elsewhere(items.map((i) => i.productName))}{' '}
          <Link asChild color="blue.800" textDecoration="underline" fontWeight="semibold">
            <RouterLink to="/my-orders">{t.elsewhereLink}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
