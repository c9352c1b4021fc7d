ALTER TABLE "variants" ADD COLUMN "recorded_price_cents" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "price_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "lowest_prior_cents" integer;--> statement-breakpoint
-- The price facts of the given offers from their history: the latest row (by valid_from, then id),
-- and the lowest price of the 30 days before it took effect, counting the price that applied when
-- those 30 days began (the last row before them). Offers without history get nulls.
CREATE FUNCTION "zw_refresh_price_facts"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "variants" v
     SET "recorded_price_cents" = cur.price_cents,
         "price_from" = cur.valid_from,
         "lowest_prior_cents" = (
           SELECT min(p.price_cents)::int FROM "price_history" p
            WHERE p.variant_id = x.vid AND p.id <> cur.id AND p.valid_from <= cur.valid_from
              AND (p.valid_from >= cur.valid_from - interval '30 days'
                   OR p.id = (SELECT q.id FROM "price_history" q
                               WHERE q.variant_id = x.vid AND q.id <> cur.id
                                 AND q.valid_from < cur.valid_from - interval '30 days'
                               ORDER BY q.valid_from DESC, q.id DESC LIMIT 1)))
    FROM (SELECT DISTINCT unnest(ids) AS vid) x
    LEFT JOIN LATERAL (
      SELECT h.id, h.price_cents, h.valid_from FROM "price_history" h
       WHERE h.variant_id = x.vid ORDER BY h.valid_from DESC, h.id DESC LIMIT 1
    ) cur ON true
   WHERE v.id = x.vid
$$;
--> statement-breakpoint
CREATE FUNCTION "zw_price_history_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "zw_refresh_price_facts"(array(SELECT variant_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "zw_price_history_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "zw_refresh_price_facts"(array(SELECT variant_id FROM old_rows UNION SELECT variant_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "zw_price_history_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "zw_refresh_price_facts"(array(SELECT variant_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "price_history_facts_insert" AFTER INSERT ON "price_history"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "zw_price_history_inserted"();
--> statement-breakpoint
CREATE TRIGGER "price_history_facts_update" AFTER UPDATE ON "price_history"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "zw_price_history_updated"();
--> statement-breakpoint
CREATE TRIGGER "price_history_facts_delete" AFTER DELETE ON "price_history"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "zw_price_history_deleted"();
--> statement-breakpoint
SELECT "zw_refresh_price_facts"(array(SELECT DISTINCT variant_id FROM "price_history"));
