-- Session cache invalidation (docs/security.md, "Sessions"): each api instance keeps the sessions it has checked for a
-- few seconds and LISTENs on session_changes. Any change that could end or alter a signed-in session notifies,
-- inside the changing transaction, with the person's id as payload; PostgreSQL delivers it on commit (never for a
-- rollback) and every instance drops that person's cached sessions. Triggers, not application code, so a change made
-- by any path (a use case, a script, an operator's SQL) reaches the caches.

-- A person's row: suspension (is_approved), role, closing (closed_at), profile, preferences: any real change.
CREATE FUNCTION notify_session_change_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_session_changes AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_session_change_of_user();
--> statement-breakpoint
CREATE TRIGGER users_session_deletes AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION notify_session_change_of_user();
--> statement-breakpoint
-- A session's row: revoked, moved to another person or token, or its life shortened (an expiry or last use moved
-- back). The sliding touch of a used session only moves both forward and notifies nothing: a cache holding the older
-- values errs on the safe side and reads the row again.
CREATE FUNCTION notify_session_change_of_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', OLD.user_id::text);
  IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
    PERFORM pg_notify('session_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_session_changes AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (
    OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
    OR NEW.expires_at < OLD.expires_at
    OR NEW.last_seen_at < OLD.last_seen_at
    OR NEW.user_id <> OLD.user_id
    OR NEW.token_hash <> OLD.token_hash
    OR NEW.remember <> OLD.remember
  ) EXECUTE FUNCTION notify_session_change_of_session();
--> statement-breakpoint
CREATE TRIGGER sessions_session_deletes AFTER DELETE ON sessions FOR EACH ROW
  EXECUTE FUNCTION notify_session_change_of_session();
