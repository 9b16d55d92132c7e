-- Issue 21 (DPDP erasure): the ledger stays append-only for money — accounts, amounts, codes,
-- times and links never change, and nothing is deleted — but a description that names a member
-- who is erased (a referrer's "<friend> joined with your referral") may be rewritten, and only by
-- the erasure's own transaction, which sets sevak.erasure = 'on' for itself (SET LOCAL).
CREATE OR REPLACE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'ledger_transfers'
		AND coalesce(current_setting('sevak.erasure', true), '') = 'on'
		AND (to_jsonb(NEW) - 'description') = (to_jsonb(OLD) - 'description') THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
