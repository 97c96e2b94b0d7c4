-- The keyword search indexes without a pending list: with fastupdate on, GIN queues new
-- entries (every saved job: its updated_at changes, so the update is never HOT) in a list of
-- up to 4 MB that every search reads through, and the jobs keyword search got twice as slow
-- (123 against 271 req/s on the bench data after 5,500 saves). Off, a save writes its entries
-- at once: POST /jobs/{id} measured the same (641 against 669 req/s). What is queued now goes
-- into the index here.
ALTER INDEX "jobs_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "clients_name_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "clients_code_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('jobs_search_idx'::regclass), gin_clean_pending_list('clients_name_trgm_idx'::regclass), gin_clean_pending_list('clients_code_trgm_idx'::regclass);
