import { uploadChatMedia } from '../../src/modules/chat/media-service.js';
import { sendChatMessage } from '../../src/modules/chat/send-service.js';
import type { TestContext } from './app.js';
import { PNG } from './exam-questions.js';
import type { TestProfile } from './factories.js';

/** A chat of `from` with `to` (an image message), for the cross-tenant walk. */
export async function chatObjectsOf(t: TestContext, from: TestProfile, to: TestProfile) {
  const sender = { accountId: from.accountId, profileId: from.profileId };
  const { mediaUrl } = await uploadChatMedia(t.app.ctx, sender, [
    { fieldname: 'file', filename: 'class-photo.png', bytes: PNG },
  ]);
  const message = await sendChatMessage(t.app.ctx, sender, {
    ownerType: 'USER',
    recipientId: to.profileId,
    content: 'See you at the gate',
    mediaUrl,
  });
  return { messageId: message.id, mediaId: mediaUrl.split('/').pop() as string };
}
