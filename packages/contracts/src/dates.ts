/** Date format of §9: en-US MM/dd/yyyy, h:mm a; de-DE dd.MM.yyyy, HH:mm; fr-FR dd/MM/yyyy, HH:mm. */
export function formatDateTime(value: string | Date, lang: string, timeZone = 'UTC'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const { year, month, day, minute } = parts;
  const hour = Number(parts.hour);
  switch (lang) {
    case 'en': {
      const h12 = hour % 12 === 0 ? 12 : hour % 12;
      return `${month}/${day}/${year}, ${h12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
    }
    case 'fr':
      return `${day}/${month}/${year}, ${String(hour).padStart(2, '0')}:${minute}`;
    default:
      return `${day}.${month}.${year}, ${String(hour).padStart(2, '0')}:${minute}`;
  }
}
