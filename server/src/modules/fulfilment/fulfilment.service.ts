/** Shipping, delivering and cancelling an order, and the order's status kept in step with its items (decision 005). */
export { refreshFulfilment, updateFulfilment, cancelOrderOfItem } from './fulfilment';
