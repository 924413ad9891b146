import { useState } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { MESSAGES } from '@gluegun/common';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { describeError } from '../../../lib/errors';
import { copy } from '../../../lib/copy';
import { usePlaceOrder } from '../api/placeOrder';
import { OrderForm, type OrderFieldErrors, type OrderFormProduct, type OrderFormUser } from './OrderForm';

interface Props {
  open: boolean;
  onClose(): void;
  product: OrderFormProduct;
  user: OrderFormUser;
}

/** Which message goes where: a field the server named, else under the form (never the raw server text). */
export function orderErrors(error: unknown): OrderFieldErrors {
  const shown = describeError(error);
  if (shown.field === 'quantity' || shown.field === 'phone') return { [shown.field]: shown.message };
  return { form: shown.message };
}

/** Order modal: places the item, then toasts the spec's success or duplicate message (§8). */
export function OrderModal({ open, onClose, product, user }: Props) {
  const [placeOrder, { loading }] = usePlaceOrder();
  const [errors, setErrors] = useState<OrderFieldErrors>({});

  const close = () => {
    setErrors({});
    onClose();
  };

  const onPlace = async ({
    quantity,
    phone,
    packUnit,
  }: {
    quantity: number;
    phone: string;
    packUnit?: string;
  }) => {
    setErrors({});
    try {
      await placeOrder({
        variables: { input: { productId: product.id, quantity, phone, ...(packUnit ? { packUnit } : {}) } },
      });
      notifySuccess(MESSAGES.orderAdded);
      close();
    } catch (e) {
      if (describeError(e).code === 'CONFLICT') {
        // The spec's duplicate message, as the spec shows it: a toast, and the modal closes.
        notifyError(MESSAGES.orderDuplicate);
        close();
      } else {
        setErrors(orderErrors(e));
      }
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && close()}
      placement="center"
      size="md"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{copy.orderModal.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <OrderForm
                product={product}
                user={user}
                submitting={loading}
                fieldErrors={errors}
                onPlace={onPlace}
              />
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
