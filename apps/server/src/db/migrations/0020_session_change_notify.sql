-- Every change to a session, and every change to what a session tells about its user, tells the app
-- instances, which drop what they keep of it (docs/decisions/008-api-performance.md, "Eighth pass").
-- The payload is `session:` or `user:` and the ids changed, at most 400 to a notification (one holds
-- 8,000 bytes), so a cleanup of many expired sessions sends several. Statement triggers with the rows
-- they saw: one query per statement, and a users update that changes none of those fields (a password,
-- the text-message choice) sends nothing, so it does not wait on PostgreSQL's notification lock at its
-- commit (migration 0019). Notifications go out when the transaction commits, not when it rolls back.
CREATE OR REPLACE FUNCTION notify_session_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', 'session:' || string_agg(id::text, ','))
  FROM (SELECT id, (row_number() OVER () - 1) / 400 AS part FROM gone) AS ids
  GROUP BY part;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions
REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION notify_session_ids();
--> statement-breakpoint
CREATE TRIGGER sessions_updated_notify AFTER UPDATE ON sessions
REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION notify_session_ids();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_deleted_user_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', 'user:' || string_agg(id::text, ','))
  FROM (SELECT id, (row_number() OVER () - 1) / 400 AS part FROM gone) AS ids
  GROUP BY part;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_deleted_notify AFTER DELETE ON users
REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION notify_deleted_user_ids();
--> statement-breakpoint
-- The fields findSession reads (apps/server/src/modules/auth/session-service.ts), and the deletion.
CREATE OR REPLACE FUNCTION notify_changed_user_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', 'user:' || string_agg(id::text, ','))
  FROM (
    SELECT old_row.id, (row_number() OVER () - 1) / 400 AS part
    FROM old_rows AS old_row JOIN new_rows AS new_row ON new_row.id = old_row.id
    WHERE (old_row.email, old_row.username, old_row.first_name, old_row.last_name, old_row.phone,
           old_row.user_type, old_row.email_verified_at, old_row.deleted_at)
      IS DISTINCT FROM (new_row.email, new_row.username, new_row.first_name, new_row.last_name, new_row.phone,
           new_row.user_type, new_row.email_verified_at, new_row.deleted_at)
  ) AS ids
  GROUP BY part;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed_notify AFTER UPDATE ON users
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_changed_user_ids();
