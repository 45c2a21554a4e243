const INDIA_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "12 Jun 2026, 17:00" in India: how a reminder says when a to-do is due. */
export const shownIndiaTime = (at: Date) => INDIA_TIME.format(at);
