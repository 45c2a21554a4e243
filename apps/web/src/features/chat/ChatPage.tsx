/** The full chat page: built by the chat feature (issue 12). */
export default function ChatPage() {
  return null;
}
