-- The notification of a change names the transaction that made it, so an instance that has already
-- read that transaction's changes (its own write, read back before it answered) does not read the
-- log again for it (decision 048). Still sent at commit, once per transaction.
CREATE OR REPLACE FUNCTION "note_content_change"(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- Once per tag and transaction: a statement touching 30 products notes `catalogue` once.
	INSERT INTO "content_changes" ("tag")
	SELECT DISTINCT t FROM unnest(tags) AS t
	WHERE t IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM "content_changes" c WHERE c."tx" = pg_current_xact_id() AND c."tag" = t);
	PERFORM pg_notify('content_changed', pg_current_xact_id()::text);
END
$$;
