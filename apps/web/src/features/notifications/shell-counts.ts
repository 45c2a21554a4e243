/** Unread counts on the mobile bar stop at 90+ (spec §9). */
export function unreadLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 90 ? '90+' : String(Math.floor(count));
}
