ALTER TABLE "timesheets" DROP CONSTRAINT "timesheets_task_fk";
--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_task_fk" FOREIGN KEY ("company_id","task_id") REFERENCES "public"."tasks"("company_id","id") ON DELETE no action ON UPDATE no action;