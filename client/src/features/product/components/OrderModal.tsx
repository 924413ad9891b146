import { useState } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { MESSAGES } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { errorCode } from '../../../lib/apollo';
import { copy } from '../../../lib/copy';
import { usePlaceOrder } from '../api/placeOrder';
import { OrderForm, type OrderFormProduct, type OrderFormUser } from './OrderForm';

interface Props {
  open: boolean;
  onClose(): void;
  product: OrderFormProduct;
  user: OrderFormUser;
}

/** Order modal: places the item, then toasts the spec's success or duplicate message. */
export function OrderModal({ open, onClose, product, user }: Props) {
  const [placeOrder, { loading }] = usePlaceOrder();
  const [error, setError] = useState<unknown>(null);

  const onPlace = async ({ quantity, phone }: { quantity: number; phone: string }) => {
    setError(null);
    try {
      await placeOrder({ variables: { input: { productId: product.id, quantity, phone } } });
      notifySuccess(MESSAGES.orderAdded);
      onClose();
    } catch (e) {
      if (errorCode(e) === 'CONFLICT') {
        notifyError(MESSAGES.orderDuplicate);
        onClose();
      } else {
        setError(e);
      }
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} size={{ base: 'full', md: 'md' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{copy.orderModal.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {error != null && <ErrorAlert error={error} />}
              <OrderForm product={product} user={user} submitting={loading} onPlace={onPlace} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={copy.orderModal.cancel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
