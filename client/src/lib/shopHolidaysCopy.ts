/** Visible strings of the dashboard's shop holidays (docs/decisions/101). */
export const shopHolidaysCopy = {
  heading: 'Shop holidays',
  intro:
    'Days the shop does not work besides Saturdays and Sundays. Promised delivery dates and the earliest date buyers may ask for skip them; open order lines are promised again, and a buyer whose line now arrives later than asked is e-mailed.',
  addTitle: 'Add a holiday',
  day: 'Date',
  name: 'Name',
  nameHint: "What the day is, e.g. New Year's Day",
  add: 'Add holiday',
  empty: 'No holidays: only weekends are days off.',
  listLabel: 'Shop holidays',
  remove: (dayText: string) => `Remove the holiday on ${dayText}`,
  removeShort: 'Remove',
};
