-- Review 2, L2: a push subscription now belongs to the session it was registered in (next
-- migration). Subscriptions kept before cannot be matched to one: they go, and each browser
-- registers again in its session.
DELETE FROM "push_subscriptions";
