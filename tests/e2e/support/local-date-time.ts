/** A local moment `days` from now at `hour` o'clock, as a datetime-local input takes it. */
export function localDateTime(days: number, hour: number): string {
  const moment = new Date();
  moment.setDate(moment.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}T${pad(hour)}:00`;
}
