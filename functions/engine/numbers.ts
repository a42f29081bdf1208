// Counts in messages and tables, as 1,234,567.
//
// Not toLocaleString("en-US"): a process's first call loads ICU's number formatting, about 20 ms
// (measured on Node 20 and 22), which a cold Lambda and every command paid at the end of its first
// policy, for a comma.

/** A count rounded to a whole number, its thousands grouped with commas, as en-US writes them. */
export function thousands(value: number): string {
  const whole = Math.round(value);
  if (!Number.isFinite(whole)) return whole.toLocaleString("en-US");
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 ? `-${grouped}` : grouped;
}
