/** Words of the dashboard's Fulfilment queue (docs/decisions/093): what each warehouse is to pick and ship. */
export const fulfilmentCopy = {
  menu: 'Fulfilment queue',
  heading: 'Fulfilment queue',
  intro:
    "Open order lines allocated to the warehouse, the line promised earliest first, then the order's date: what to pick and ship.",
  warehouse: 'Warehouse',
  inactive: (name: string) => `${name} (inactive)`,
  loading: 'Loading the fulfilment queue…',
  empty: 'Nothing to pick: no open order lines are allocated to this warehouse.',
  noWarehouses: 'No warehouses yet.',
  tableLabel: (code: string) => `Lines to pick and ship from ${code}`,
  count: (lines: number, units: number) =>
    `${lines.toLocaleString('en-US')} ${lines === 1 ? 'line' : 'lines'}, ${units.toLocaleString('en-US')} ${units === 1 ? 'unit' : 'units'}`,
  columns: {
    linePromised: 'Line promised',
    date: "Order's date",
    order: 'Order',
    company: 'Company',
    sku: 'SKU',
    product: 'Product',
    quantity: 'To ship',
  },
  yourPo: (po: string) => `PO ${po}`,
  promised: (day: string) => `Promised ${day}`,
  requested: (day: string) => `Requested ${day}`,
  noDate: 'No date',
  lineNotKnown: 'Not known yet',
  pickList: 'Download pick list',
  pickListWhat: 'pick list PDF',
  pickListLabel: (code: string) => `Download pick list for ${code}`,
};
