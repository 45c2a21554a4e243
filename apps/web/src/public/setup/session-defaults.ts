/**
 * The first session an Indian school would type: April to March, the one running today
 * (from January to March that is the one that began last April). Dates as the form takes them.
 */
export function currentSchoolSession(today: Date): {
  name: string;
  startDate: string;
  endDate: string;
} {
  const year = today.getUTCMonth() >= 3 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return {
    name: `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
    startDate: `01/04/${year}`,
    endDate: `31/03/${year + 1}`,
  };
}
