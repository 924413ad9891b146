/** The Purchase Orders page's shipment actions: which order the Ship dialog is open for, and marking a shipment delivered. */
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { useMarkShipmentDelivered } from '../api/shipments';
import { shipmentCopy } from '../shipmentCopy';
import { openLines, type ShipTarget } from './ShipDialog';
import type { ShipmentView } from './ShipmentsList';
import type { AdminPurchaseOrder } from './PurchaseOrderRow';

export function useShipmentActions(refetch: () => unknown, setBusyId: (id: string | null) => void) {
  const [shipping, setShipping] = useState<ShipTarget | null>(null);
  const [markDelivered] = useMarkShipmentDelivered();

  const openShip = (po: AdminPurchaseOrder) =>
    setShipping({ id: po.id, orderNumber: po.orderNumber, lines: openLines(po.lines, po.shipments) });
  const closeShip = () => {
    setShipping(null);
    void refetch();
  };

  async function markOne(po: AdminPurchaseOrder, shipment: ShipmentView) {
    setBusyId(po.id);
    try {
      await markDelivered({ variables: { id: shipment.id } });
      notifySuccess(shipmentCopy.markedDelivered(shipment.shipmentNumber));
    } catch (err) {
      notifyError(shipmentCopy.deliverFailed, errorMessage(err));
    } finally {
      void refetch();
      setBusyId(null);
    }
  }

  const onDelivered = (po: AdminPurchaseOrder, shipment: ShipmentView) => void markOne(po, shipment);
  return { shipping, openShip, closeShip, onDelivered };
}
