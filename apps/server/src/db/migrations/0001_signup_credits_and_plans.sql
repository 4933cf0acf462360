-- The plans of the pricing page. Enterprise is contact-only.
INSERT INTO "plans" ("id", "name", "price_cents", "currency", "monthly_credits", "popular", "contact_only", "sort_order") VALUES
  ('free', 'Free', 0, 'EUR', 50, false, false, 0),
  ('start', 'Start', 3900, 'EUR', 100, false, false, 1),
  ('plus', 'Plus', 5900, 'EUR', 200, true, false, 2),
  ('pro', 'Pro', 7900, 'EUR', 400, false, false, 3),
  ('enterprise', 'Enterprise', 0, 'EUR', 400, false, true, 4);
--> statement-breakpoint
-- The first account on an empty database becomes the administrator. The advisory lock
-- serialises concurrent first sign-ups so exactly one of them is first.
CREATE FUNCTION forja_first_user_is_admin() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7041);
  IF NOT EXISTS (SELECT 1 FROM "users") THEN
    NEW."is_admin" := true;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "users_first_is_admin" BEFORE INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION forja_first_user_is_admin();
--> statement-breakpoint
-- Every user gets a credit account on the Free plan in the same transaction as the user
-- row, so there is never a user without a balance (no half-written sign-up).
CREATE FUNCTION forja_open_credit_account() RETURNS trigger AS $$
DECLARE
  grant_amount integer;
BEGIN
  SELECT "monthly_credits" INTO grant_amount FROM "plans" WHERE "id" = 'free';
  INSERT INTO "credit_accounts" ("user_id", "plan_id", "balance", "period_start")
    VALUES (NEW."id", 'free', grant_amount, now());
  INSERT INTO "credit_ledger" ("user_id", "amount", "reason", "reference", "balance_after")
    VALUES (NEW."id", grant_amount, 'signup_grant', 'free', grant_amount);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "users_open_credit_account" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION forja_open_credit_account();
