-- Numbers that need not be gapless (receipts, which are not tax documents, and order numbers) come
-- from a sequence per series and period instead of a row of number_counters: taking one never waits
-- for another transaction, so paying buyers are not lined up behind each other's receipt. A number
-- taken by a transaction that rolls back is skipped. The sequence of a series and period is made on
-- its first use, starting after the counter's last number, so numbering carries on from it.
-- Tax invoices and credit notes stay on number_counters: gapless per financial year (decision 011).
CREATE FUNCTION "next_loose_number"(series text, period text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	seq text := quote_ident('number_seq_' || series || '_' || period);
	last integer;
BEGIN
	BEGIN
		RETURN nextval(seq::regclass);
	EXCEPTION WHEN undefined_table THEN
		SELECT c.last_number INTO last FROM number_counters c WHERE c.series = next_loose_number.series AND c.period = next_loose_number.period;
		BEGIN
			EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %s AS integer START WITH %s', seq, coalesce(last, 0) + 1);
		EXCEPTION WHEN unique_violation OR duplicate_table THEN
			-- Another transaction made it first.
			NULL;
		END;
		RETURN nextval(seq::regclass);
	END;
END
$$;
