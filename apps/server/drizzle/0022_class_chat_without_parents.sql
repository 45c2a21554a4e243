-- Security review 2, M3: a class's group chat holds its students and its staff (a role that may
-- list the members, getMembers), not its parents. Statuses written before to anyone else (its
-- parents, people no longer in the class) go: they gave no right to read the chat any more, but
-- a status also opens the message's image (chat media) and counts as unread.
DELETE FROM "chat_message_statuses" s
USING "chat_messages" m, "groups" g
WHERE m."id" = s."message_id"
  AND m."owner_type" = 'GROUP'
  AND g."id" = m."recipient_group_id"
  AND g."type" = 'CLASS'
  AND NOT EXISTS (
    SELECT 1
    FROM "memberships" ms
    JOIN "roles" r ON r."id" = ms."role_id"
    WHERE ms."profile_id" = s."recipient_profile_id"
      AND ms."group_id" = m."recipient_group_id"
      AND (r."builtin_key" = 'STUDENT' OR 'getMembers' = ANY (r."permissions"))
  );
