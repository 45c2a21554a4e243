-- Who is calling (a session, its account, profiles and memberships, and the groups, roles and
-- academic sessions they refer to) is cached in each server process. These triggers announce
-- every change on the channel 'shala_identity', so every process drops what changed at once:
-- 'a:<account id>' for one account's sessions, profiles and memberships, '*' for a change that
-- may touch anyone (a role's permissions, a group, an academic session). Nothing is missed
-- whatever code path writes, and a NOTIFY is delivered when its transaction commits.
CREATE OR REPLACE FUNCTION shala_notice_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account uuid;
BEGIN
  IF TG_TABLE_NAME = 'accounts' THEN
    account := COALESCE(NEW.id, OLD.id);
  ELSIF TG_TABLE_NAME IN ('sessions', 'user_profiles') THEN
    account := COALESCE(NEW.account_id, OLD.account_id);
  ELSE
    SELECT p.account_id INTO account FROM user_profiles p
      WHERE p.id = COALESCE(NEW.profile_id, OLD.profile_id);
  END IF;
  PERFORM pg_notify('shala_identity', COALESCE('a:' || account::text, '*'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shala_notice_everyone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shala_identity', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER accounts_identity_notice AFTER UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION shala_notice_account();--> statement-breakpoint
-- last_seen_at is touched every minute: it is no change of who is calling.
CREATE TRIGGER sessions_identity_notice AFTER DELETE OR UPDATE OF account_id, profile_id, expires_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION shala_notice_account();--> statement-breakpoint
CREATE TRIGGER user_profiles_identity_notice AFTER INSERT OR UPDATE OR DELETE ON user_profiles
  FOR EACH ROW EXECUTE FUNCTION shala_notice_account();--> statement-breakpoint
CREATE TRIGGER memberships_identity_notice AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION shala_notice_account();--> statement-breakpoint
CREATE TRIGGER roles_identity_notice AFTER UPDATE OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION shala_notice_everyone();--> statement-breakpoint
CREATE TRIGGER groups_identity_notice AFTER UPDATE OR DELETE ON groups
  FOR EACH STATEMENT EXECUTE FUNCTION shala_notice_everyone();--> statement-breakpoint
CREATE TRIGGER academic_sessions_identity_notice AFTER UPDATE OR DELETE ON academic_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION shala_notice_everyone();
