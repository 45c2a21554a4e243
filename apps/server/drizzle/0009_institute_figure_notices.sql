-- The dashboard's figures (classes, students, staff, pending admissions, a parent's children)
-- are cached too. A notice now carries comma-separated tokens: 'a:<account>' (who is calling
-- changed), 'i:<institute>' (that institute's figures changed), 'i:*' (any figures may have
-- changed), '*' (everything). Memberships announce both their account and their institute.
CREATE OR REPLACE FUNCTION shala_notice_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account uuid;
  institute uuid;
  notice text;
BEGIN
  IF TG_TABLE_NAME = 'accounts' THEN
    account := COALESCE(NEW.id, OLD.id);
  ELSIF TG_TABLE_NAME IN ('sessions', 'user_profiles') THEN
    account := COALESCE(NEW.account_id, OLD.account_id);
  ELSE
    SELECT p.account_id INTO account FROM user_profiles p
      WHERE p.id = COALESCE(NEW.profile_id, OLD.profile_id);
  END IF;
  notice := COALESCE('a:' || account::text, '*');
  IF TG_TABLE_NAME = 'memberships' THEN
    SELECT COALESCE(g.super_group_id, g.id) INTO institute FROM groups g
      WHERE g.id = COALESCE(NEW.group_id, OLD.group_id);
    notice := notice || ',' || COALESCE('i:' || institute::text, 'i:*');
  ELSIF TG_TABLE_NAME = 'user_profiles' THEN
    -- A name shown on someone else's dashboard (a parent's children).
    notice := notice || ',i:*';
  END IF;
  PERFORM pg_notify('shala_identity', notice);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shala_notice_institute() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  institute uuid;
BEGIN
  IF TG_TABLE_NAME = 'groups' THEN
    institute := COALESCE(NEW.super_group_id, NEW.id, OLD.super_group_id, OLD.id);
  ELSIF TG_TABLE_NAME = 'admission_applications' THEN
    institute := COALESCE(NEW.institute_id, OLD.institute_id);
  END IF;
  PERFORM pg_notify('shala_identity', COALESCE('i:' || institute::text, 'i:*'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shala_notice_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shala_identity', 'i:*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER groups_figure_notice AFTER INSERT ON groups
  FOR EACH ROW EXECUTE FUNCTION shala_notice_institute();--> statement-breakpoint
CREATE TRIGGER admission_applications_figure_notice AFTER INSERT OR UPDATE OR DELETE ON admission_applications
  FOR EACH ROW EXECUTE FUNCTION shala_notice_institute();--> statement-breakpoint
CREATE TRIGGER guardian_links_figure_notice AFTER INSERT OR UPDATE OR DELETE ON guardian_links
  FOR EACH STATEMENT EXECUTE FUNCTION shala_notice_figures();
