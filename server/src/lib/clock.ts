/** The time now for a request or job: tests pass their own clock (overdue invoices, due dates); default the system clock. */
export const nowOf = (deps: { clock?: () => Date }): Date => (deps.clock ? deps.clock() : new Date());
