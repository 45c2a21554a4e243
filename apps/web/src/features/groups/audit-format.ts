const LABELS: Record<string, string> = {
  email: 'E-mail',
  reason: 'Reason',
  added: 'Permissions added',
  removed: 'Permissions removed',
};

/**
 * What an event's detail adds to its sentence (auditSentence already names the people, class,
 * role and session): "E-mail: a@b.in · Permissions added: getGroup".
 */
export function auditSummary(detail: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, label] of Object.entries(LABELS)) {
    const value = detail[key];
    if (typeof value === 'string' && value) parts.push(`${label}: ${value}`);
    else if (Array.isArray(value) && value.length > 0) {
      const shown = value.slice(0, 5).join(', ');
      parts.push(`${label}: ${shown}${value.length > 5 ? ` and ${value.length - 5} more` : ''}`);
    }
  }
  return parts.join(' · ');
}
