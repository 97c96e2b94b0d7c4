CREATE TABLE "user_type_labels" (
	"company_id" integer NOT NULL,
	"user_type_id" integer NOT NULL,
	"title" varchar(128) NOT NULL,
	"color_class" varchar(32) NOT NULL,
	CONSTRAINT "user_type_labels_company_id_user_type_id_pk" PRIMARY KEY("company_id","user_type_id")
);
--> statement-breakpoint
ALTER TABLE "user_type_labels" ADD CONSTRAINT "user_type_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_type_labels" ADD CONSTRAINT "user_type_labels_user_type_id_user_types_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("id") ON DELETE cascade ON UPDATE no action;