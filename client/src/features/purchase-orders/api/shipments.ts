import { useMutation } from '@apollo/client/react';
import { shipmentInputSchema } from '@gluegun/common';
import { graphql } from '../../../gql';

/** Ships lines of an order with a carrier and tracking (admins only); the order's status follows. */
export const CreateShipmentMutation = graphql(`
  mutation CreateShipment(
    $orderId: ID!
    $lines: [ShipmentLineInput!]!
    $warehouseId: ID
    $carrier: String!
    $service: String!
    $trackingNumber: String!
    $trackingUrl: String
  ) {
    createShipment(
      orderId: $orderId
      lines: $lines
      warehouseId: $warehouseId
      carrier: $carrier
      service: $service
      trackingNumber: $trackingNumber
      trackingUrl: $trackingUrl
    ) {
      id
      shipmentNumber
    }
  }
`);

/** Records that a shipment reached the buyer (admins only). */
export const MarkShipmentDeliveredMutation = graphql(`
  mutation MarkShipmentDelivered($id: ID!) {
    markShipmentDelivered(id: $id) {
      id
      deliveredAt
    }
  }
`);

/** The server's own rules for a shipment (carrier, tracking number, an https link). */
export { shipmentInputSchema };

export function useCreateShipment() {
  return useMutation(CreateShipmentMutation);
}

export function useMarkShipmentDelivered() {
  return useMutation(MarkShipmentDeliveredMutation);
}
