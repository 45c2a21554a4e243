/** One notification's page: built by the notifications feature (issue 12). */
export default function NotificationPage() {
  return null;
}
