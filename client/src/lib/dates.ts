/** Today as YYYY-MM-DD in the browser's own calendar (the day a person means by "today": a date input's default). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
