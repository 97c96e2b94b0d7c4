CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"codename" varchar(64) NOT NULL,
	"email" varchar(255),
	"phone" varchar(64),
	"address_1" varchar(255),
	"address_2" varchar(255),
	"suburb" varchar(128),
	"state" varchar(64),
	"postcode" varchar(16),
	"website" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(128) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"title" varchar(128) NOT NULL,
	"color_class" varchar(32) DEFAULT 'default' NOT NULL,
	"deletable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"code" varchar(4) NOT NULL,
	"email" varchar(255),
	"phone" varchar(64),
	"website" varchar(255),
	"address_1" varchar(255),
	"address_2" varchar(255),
	"suburb" varchar(128),
	"state" varchar(64),
	"other_state" varchar(128),
	"postcode" varchar(16),
	"is_supplier" smallint DEFAULT 0 NOT NULL,
	"price_tier" varchar(8) DEFAULT 'tier1' NOT NULL,
	"manager_id" integer,
	"client_manager_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "clients_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"client_id" integer,
	"first_name" varchar(128) NOT NULL,
	"last_name" varchar(128) DEFAULT '' NOT NULL,
	"email" varchar(255) NOT NULL,
	"password_hash" text,
	"phone" varchar(64),
	"role" varchar(128),
	"note" text,
	"department_id" integer,
	"cost_rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"billable_rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"user_type_id" integer,
	"is_manager" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"period_for_ticked_todo_items" varchar(32) DEFAULT '-1 week' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"board" varchar(16) NOT NULL,
	"type" varchar(16) DEFAULT 'text' NOT NULL,
	"content" text NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"object_type" varchar(32) NOT NULL,
	"job_id" integer,
	"job_request_id" integer,
	"comment_id" integer,
	"note_id" integer,
	"name" varchar(255) NOT NULL,
	"mime" varchar(128) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "job_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_manager" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"request_date" date NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"job_id" integer,
	"quote_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_requests_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"status" varchar(32) DEFAULT 'in_progress' NOT NULL,
	"priority" varchar(16) DEFAULT 'normal' NOT NULL,
	"due_date" date,
	"expected_duration" numeric(8, 2),
	"quote_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"client_id" integer,
	"type" varchar(16) DEFAULT 'note' NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"job_id" integer NOT NULL,
	"comment_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"seq_no" integer,
	"name" text NOT NULL,
	"description" text,
	"due_date" date NOT NULL,
	"status" varchar(32) DEFAULT 'pending' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "cost_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_categories_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "cost_matrix" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"description" text NOT NULL,
	"sell_basis" varchar(16) DEFAULT 'quantity' NOT NULL,
	"cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sell_tier1" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sell_tier2" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sell_tier3" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sell_tier4" numeric(14, 2) DEFAULT '0' NOT NULL,
	"xero_code" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_matrix_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"slug" varchar(64),
	"name" varchar(255) NOT NULL,
	"email_subject" varchar(255) NOT NULL,
	"from_name" varchar(255) NOT NULL,
	"from_email" varchar(255) NOT NULL,
	"email_body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"cost_matrix_id" integer,
	"description" text NOT NULL,
	"quantity" numeric(8, 2) DEFAULT '1' NOT NULL,
	"rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"quote_item_id" integer,
	"timesheet_id" integer,
	"order_id" integer,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_items_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_number" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"status" varchar(32) DEFAULT 'pending' NOT NULL,
	"invoice_date" date,
	"client_id" integer NOT NULL,
	"contact_id" integer,
	"client_po" varchar(128),
	"job_id" integer,
	"supplier_id" integer,
	"terms" varchar(4) DEFAULT '30' NOT NULL,
	"paid_date" date,
	"note" text,
	"quote_id" integer,
	"full_quote" boolean DEFAULT false NOT NULL,
	"sequence" varchar(2),
	"parent_id" integer,
	"xero_invoice_id" varchar(64),
	"xero_sync_status" varchar(16),
	"xero_sync_error" text,
	"xero_synced_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"cost_matrix_id" integer NOT NULL,
	"quantity" numeric(8, 2) DEFAULT '1' NOT NULL,
	"details" text NOT NULL,
	"cost_rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sell_rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_number" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"status" varchar(32) DEFAULT 'pending' NOT NULL,
	"job_id" integer,
	"client_id" integer NOT NULL,
	"supplier_id" integer,
	"contact_id" integer,
	"purchase_order_no" varchar(128),
	"supplier_quote_no" varchar(128),
	"supplier_invoice_po" varchar(128),
	"delivery_to" text,
	"required_by" date,
	"special_instructions" text,
	"description" text,
	"sequence" varchar(2),
	"parent_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"to_address" varchar(255) NOT NULL,
	"from_address" varchar(255),
	"subject" varchar(255) NOT NULL,
	"html" text NOT NULL,
	"text" text,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"sequence" integer DEFAULT 1 NOT NULL,
	"cost_matrix_id" integer NOT NULL,
	"quantity" numeric(8, 2) DEFAULT '1' NOT NULL,
	"details" text,
	"cost_rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"quote_rate" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_items_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"quote_number" varchar(32) NOT NULL,
	"name" varchar(255) NOT NULL,
	"status" varchar(32) DEFAULT 'pending' NOT NULL,
	"status_date" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" integer NOT NULL,
	"job_id" integer,
	"manager_id" integer,
	"price_tier" varchar(8) DEFAULT 'tier1' NOT NULL,
	"client_po" varchar(128),
	"description" text,
	"note" text,
	"hide_hours" boolean DEFAULT false NOT NULL,
	"sequence" varchar(2),
	"parent_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"task_id" integer,
	"user_id" integer NOT NULL,
	"cost_matrix_id" integer,
	"session_date" date NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"break" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"duration" numeric(8, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheets_company_id_uq" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "xero_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'disconnected' NOT NULL,
	"tenant_id" varchar(64),
	"organisation_name" varchar(255),
	"username" varchar(255),
	"access_token" text,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"oauth_state" varchar(128),
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_types" ADD CONSTRAINT "user_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_manager_fk" FOREIGN KEY ("company_id","manager_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_client_manager_fk" FOREIGN KEY ("company_id","client_manager_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_id_user_types_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_fk" FOREIGN KEY ("company_id","author_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_job_request_fk" FOREIGN KEY ("company_id","job_request_id") REFERENCES "public"."job_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_comment_fk" FOREIGN KEY ("company_id","comment_id") REFERENCES "public"."comments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_note_fk" FOREIGN KEY ("company_id","note_id") REFERENCES "public"."notes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_fk" FOREIGN KEY ("company_id","uploaded_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_members" ADD CONSTRAINT "job_members_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_members" ADD CONSTRAINT "job_members_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_contact_fk" FOREIGN KEY ("company_id","contact_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requests" ADD CONSTRAINT "job_requests_created_by_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_created_by_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_fk" FOREIGN KEY ("company_id","comment_id") REFERENCES "public"."comments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_categories" ADD CONSTRAINT "cost_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_matrix" ADD CONSTRAINT "cost_matrix_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."cost_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_cost_fk" FOREIGN KEY ("company_id","cost_matrix_id") REFERENCES "public"."cost_matrix"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_quote_item_fk" FOREIGN KEY ("company_id","quote_item_id") REFERENCES "public"."quote_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_timesheet_fk" FOREIGN KEY ("company_id","timesheet_id") REFERENCES "public"."timesheets"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_task_fk" FOREIGN KEY ("company_id","task_id") REFERENCES "public"."tasks"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contact_fk" FOREIGN KEY ("company_id","contact_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_fk" FOREIGN KEY ("company_id","supplier_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_fk" FOREIGN KEY ("company_id","quote_id") REFERENCES "public"."quotes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_cost_fk" FOREIGN KEY ("company_id","cost_matrix_id") REFERENCES "public"."cost_matrix"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_fk" FOREIGN KEY ("company_id","supplier_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contact_fk" FOREIGN KEY ("company_id","contact_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_quote_fk" FOREIGN KEY ("company_id","quote_id") REFERENCES "public"."quotes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_cost_fk" FOREIGN KEY ("company_id","cost_matrix_id") REFERENCES "public"."cost_matrix"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_manager_fk" FOREIGN KEY ("company_id","manager_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_fk" FOREIGN KEY ("company_id","created_by") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_task_fk" FOREIGN KEY ("company_id","task_id") REFERENCES "public"."tasks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_cost_fk" FOREIGN KEY ("company_id","cost_matrix_id") REFERENCES "public"."cost_matrix"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xero_connections" ADD CONSTRAINT "xero_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_codename_uq" ON "companies" USING btree ("codename");--> statement-breakpoint
CREATE INDEX "user_types_company_idx" ON "user_types" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "clients_company_supplier_name_idx" ON "clients" USING btree ("company_id","is_supplier","name");--> statement-breakpoint
CREATE INDEX "login_attempts_email_time_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_time_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_uq" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_staff_email_uq" ON "users" USING btree (lower("email")) WHERE "users"."client_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_contact_email_uq" ON "users" USING btree ("client_id",lower("email")) WHERE "users"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_client_idx" ON "users" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "comments_job_board_idx" ON "comments" USING btree ("company_id","job_id","board","created_at");--> statement-breakpoint
CREATE INDEX "files_job_idx" ON "files" USING btree ("company_id","job_id");--> statement-breakpoint
CREATE INDEX "files_job_request_idx" ON "files" USING btree ("company_id","job_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_members_job_user_role_uq" ON "job_members" USING btree ("job_id","user_id","is_manager");--> statement-breakpoint
CREATE INDEX "job_members_user_idx" ON "job_members" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "job_requests_company_status_idx" ON "job_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "job_requests_client_idx" ON "job_requests" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "jobs_company_status_idx" ON "jobs" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "jobs_company_client_idx" ON "jobs" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "jobs_company_due_idx" ON "jobs" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "jobs_company_updated_idx" ON "jobs" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "jobs_name_lower_idx" ON "jobs" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "notes_company_type_creator_idx" ON "notes" USING btree ("company_id","type","created_by");--> statement-breakpoint
CREATE INDEX "notes_client_idx" ON "notes" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("company_id","user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("company_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "tasks_job_idx" ON "tasks" USING btree ("company_id","job_id","due_date");--> statement-breakpoint
CREATE INDEX "cost_matrix_category_idx" ON "cost_matrix" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_slug_uq" ON "email_templates" USING btree ("company_id","slug") WHERE "email_templates"."slug" is not null;--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_items_quote_item_uq" ON "invoice_items" USING btree ("quote_item_id") WHERE "invoice_items"."quote_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_items_timesheet_uq" ON "invoice_items" USING btree ("timesheet_id") WHERE "invoice_items"."timesheet_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_items_order_uq" ON "invoice_items" USING btree ("order_id") WHERE "invoice_items"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_items_task_uq" ON "invoice_items" USING btree ("task_id") WHERE "invoice_items"."task_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_company_status_idx" ON "invoices" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "invoices_job_idx" ON "invoices" USING btree ("company_id","job_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_supplier_idx" ON "orders" USING btree ("company_id","supplier_id");--> statement-breakpoint
CREATE INDEX "orders_job_idx" ON "orders" USING btree ("company_id","job_id");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");--> statement-breakpoint
CREATE INDEX "quote_items_quote_idx" ON "quote_items" USING btree ("company_id","quote_id","sequence");--> statement-breakpoint
CREATE INDEX "quotes_company_status_idx" ON "quotes" USING btree ("company_id","status","status_date");--> statement-breakpoint
CREATE INDEX "quotes_client_idx" ON "quotes" USING btree ("company_id","client_id");--> statement-breakpoint
CREATE INDEX "quotes_job_idx" ON "quotes" USING btree ("company_id","job_id");--> statement-breakpoint
CREATE INDEX "timesheets_job_idx" ON "timesheets" USING btree ("company_id","job_id");--> statement-breakpoint
CREATE INDEX "timesheets_task_idx" ON "timesheets" USING btree ("company_id","task_id");--> statement-breakpoint
CREATE INDEX "timesheets_user_date_idx" ON "timesheets" USING btree ("company_id","user_id","session_date");--> statement-breakpoint
CREATE INDEX "timesheets_company_date_idx" ON "timesheets" USING btree ("company_id","session_date");--> statement-breakpoint
CREATE UNIQUE INDEX "xero_connections_company_uq" ON "xero_connections" USING btree ("company_id");