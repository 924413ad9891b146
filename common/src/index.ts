export * from './rules';
export * from './messages';
export * from './schemas';
export * from './quantity-rule';
export * from './price-breaks';
export * from './line-quote';
export * from './purchase-orders';
