/** The words of delivery dates on the dashboard's order rows (docs/decisions/083). */
export const deliveryCopy = {
  requested: (day: string) => `Buyer asked for delivery on ${day}`,
  noRequest: 'No delivery date asked for',
  promised: (day: string) => `Promised for ${day}`,
  promisedLater: 'later than asked',
  dateLabel: 'Promised delivery date',
  setDate: 'Promise date',
  moveDate: 'Move date',
  saved: 'Delivery date saved; the buyer is e-mailed',
};
