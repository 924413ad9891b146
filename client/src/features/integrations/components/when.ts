/** A moment as the admin's browser writes dates and times. */
export function whenText(iso: string): string {
  return new Date(iso).toLocaleString();
}
