/** The words of the dashboard's Tax rates page. */
export const taxCopy = {
  heading: 'Tax rates',
  intro:
    "Tax is added to net prices by the ship-to address: a rate for the order's state or region wins over the country's rate; with no rate, no tax is charged. Orders already placed keep their tax.",
  empty: 'No tax rates yet: no order is charged tax.',
  listLabel: 'Tax rates',
  wholeCountry: 'Whole country',
  inactive: 'Not charged',
  edit: (label: string) => `Edit ${label}`,
  remove: (label: string) => `Remove ${label}`,
  editShort: 'Edit',
  removeShort: 'Remove',
  keep: 'Keep it',
  confirmRemove: (label: string, where: string) =>
    `Remove ${label} for ${where}? Orders already placed keep their tax.`,
  addTitle: 'Add a tax rate',
  editTitle: (label: string) => `Edit ${label}`,
  country: 'Country',
  region: 'State or region',
  regionHint:
    'Leave empty for the whole country. For the United States and Canada, choose the state or province.',
  name: 'Tax name',
  nameHint: 'Printed on invoices, e.g. VAT or Sales tax.',
  rate: 'Rate (%)',
  rateHint: 'A percent with at most four decimals, e.g. 20 or 8.875.',
  active: 'Charge this rate',
  add: 'Add rate',
  save: 'Save rate',
  cancel: 'Cancel',
  saved: 'Tax rate saved',
  removed: 'Tax rate removed',
};
