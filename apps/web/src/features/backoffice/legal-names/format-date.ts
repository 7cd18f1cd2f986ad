/** Today's date in Mexico City as YYYY-MM-DD (the latest date an authorisation may carry). */
export function todayInMexico(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'America/Mexico_City',
  }).format(now);
}
