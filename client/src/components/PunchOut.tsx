/**
 * Punch-out mode's pieces (docs/decisions/064): the banner every page shows while the buyer shops for their
 * purchasing system, the Transfer cart button that replaces checkout, and the page the start link lands on.
 */
import { useEffect } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { beginPunchOut, punchOutSession, transferFields } from '../lib/punchOut';
import { PageSpinner } from './PageSpinner';

export const punchOutUiCopy = {
  banner:
    'You are shopping for your purchasing system. Add items, then open My Orders and choose Transfer cart to send them back for approval.',
  bannerTitle: 'Punch-out',
  transfer: 'Transfer cart',
  starting: 'Opening the shop for your purchasing system…',
  failed: 'This link did not sign you in. Start again from your purchasing system.',
} as const;

export function PunchOutBanner() {
  if (!punchOutSession()) return null;
  return (
    <Alert.Root status="info" mb="6" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{punchOutUiCopy.bannerTitle}</Alert.Title>
        <Alert.Description>{punchOutUiCopy.banner}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A real form post (not a fetch): the answer is a page that carries the cart on to the purchasing system. */
export function TransferCartButton() {
  const fields = transferFields();
  return (
    <form method="post" action="/punchout/transfer">
      <input type="hidden" name="token" value={fields.token} />
      <input type="hidden" name="session" value={fields.session} />
      <Button type="submit" colorPalette="orange">
        {punchOutUiCopy.transfer}
      </Button>
    </form>
  );
}

/** Where the start link lands: the session is taken from the fragment, then the shop opens signed in (a full load). */
export default function PunchOutStartedPage() {
  const ok = typeof window !== 'undefined' && beginPunchOut(window.location.hash);
  useEffect(() => {
    if (ok) window.location.replace('/shop');
  }, [ok]);
  return ok ? (
    <PageSpinner label={punchOutUiCopy.starting} />
  ) : (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{punchOutUiCopy.failed}</Alert.Title>
    </Alert.Root>
  );
}

export const inPunchOut = () => punchOutSession() !== null;
