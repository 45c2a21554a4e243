-- permissions: sessions, accounts, profiles and memberships with role permissions (identity-queries.ts)
-- parameters of this example:
--   $1 = "hash-of-a-session-id"
select "sessions"."id_hash", "sessions"."public_id", "sessions"."profile_id", "sessions"."created_at", "sessions"."last_seen_at", "sessions"."expires_at", "accounts"."id", "accounts"."username", "accounts"."email", "accounts"."account_role", "accounts"."user_contract" is not null, "accounts"."user_contract", "accounts"."reset_password_required", "accounts"."unverified_email", "accounts"."chat_status", (
        select coalesce(json_agg(json_build_object(
          'id', p.id, 'verified', p.verified, 'isDefault', p.is_default,
          'firstName', p.first_name, 'lastName', p.last_name, 'photoLocation', p.photo_location,
          'defaultInstituteId', p.default_institute_id, 'defaultClassId', p.default_class_id)
          order by p.is_default desc, p.created_at, p.id), '[]'::json)
        from user_profiles p where p.account_id = "accounts"."id"), (
        select json_build_object('profileId', acting.id, 'rows', coalesce((
          select json_agg(json_build_object(
            'groupId', m.group_id, 'groupType', g.type, 'groupName', g.name,
            'instituteId', gi.id, 'instituteName', gi.name, 'instituteVerified', gi.verified,
            'setupCompletedAt', gi.setup_completed_at, 'sessionId', m.session_id,
            'activeSessionId', gi.active_session_id, 'roleName', r.name,
            'builtinKey', r.builtin_key, 'permissions', r.permissions))
          from memberships m
          join groups g on g.id = m.group_id
          join groups gi on gi.id = coalesce(g.super_group_id, g.id)
          join roles r on r.id = m.role_id and r.institute_id = gi.id
          where m.profile_id = acting.id), '[]'::json))
        from user_profiles acting
        where acting.account_id = "accounts"."id"
        order by (acting.id = "sessions"."profile_id") is true desc, acting.is_default desc,
          acting.created_at, acting.id
        limit 1) from "sessions" inner join "accounts" on "accounts"."id" = "sessions"."account_id" where "sessions"."id_hash" in ($1)
