CREATE TABLE "stock_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"unit" text NOT NULL,
	"location" text,
	"reorder_level" integer,
	"quantity" integer DEFAULT 0 NOT NULL,
	"value_paise" bigint DEFAULT 0 NOT NULL,
	"movement_count" integer DEFAULT 0 NOT NULL,
	"last_movement_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_items_balance" CHECK ("stock_items"."quantity" >= 0 and "stock_items"."value_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institute_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"movement_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"value_paise" bigint NOT NULL,
	"balance_quantity" integer NOT NULL,
	"balance_value_paise" bigint NOT NULL,
	"vendor_id" uuid,
	"issued_to_kind" text,
	"issued_to_profile_id" uuid,
	"issued_to_class_id" uuid,
	"issued_to_room" text,
	"issue_id" uuid,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	"returned_value_paise" bigint DEFAULT 0 NOT NULL,
	"reference" text,
	"note" text,
	"recorded_by_profile_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_movements_quantity" CHECK ("stock_movements"."quantity" > 0 and "stock_movements"."value_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_categories" ADD CONSTRAINT "stock_categories_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_category_id_stock_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."stock_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_institute_id_groups_id_fk" FOREIGN KEY ("institute_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_id_stock_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."stock_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_vendor_id_expense_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."expense_vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_issued_to_profile_id_user_profiles_id_fk" FOREIGN KEY ("issued_to_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_issued_to_class_id_groups_id_fk" FOREIGN KEY ("issued_to_class_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_recorded_by_profile_id_user_profiles_id_fk" FOREIGN KEY ("recorded_by_profile_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_categories_name_uq" ON "stock_categories" USING btree ("institute_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_name_uq" ON "stock_items" USING btree ("institute_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_code_uq" ON "stock_items" USING btree ("institute_id","code") WHERE "stock_items"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_seq_uq" ON "stock_movements" USING btree ("item_id","seq");--> statement-breakpoint
CREATE INDEX "stock_movements_day_idx" ON "stock_movements" USING btree ("institute_id","movement_date");--> statement-breakpoint
CREATE INDEX "stock_movements_open_issues_idx" ON "stock_movements" USING btree ("institute_id") WHERE "stock_movements"."kind" = 'ISSUE' and "stock_movements"."returned_quantity" < "stock_movements"."quantity";--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'getStock')
  WHERE builtin_key IN ('INSTITUTE_ADMIN', 'ACCOUNTANT', 'FRONT_OFFICE') AND NOT ('getStock' = ANY(permissions));--> statement-breakpoint
UPDATE roles SET permissions = array_append(permissions, 'manageStock')
  WHERE builtin_key IN ('INSTITUTE_ADMIN', 'FRONT_OFFICE') AND NOT ('manageStock' = ANY(permissions));
