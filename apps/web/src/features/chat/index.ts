/**
 * What other features use of chat: the live feed and the open bubbles the shell keeps, and the
 * chat list the quick panel shows. The bubbles themselves (ChatBubbles.tsx) are loaded lazily
 * by their file, so they are not exported here.
 */
export { ChatList } from './ChatList';
export { useChatFeed } from './feed';
export { openChat } from './open-chat';
export { useChatSessions } from './sessions';
