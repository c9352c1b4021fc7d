CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid,
	"order_id" uuid NOT NULL,
	"line_position" integer NOT NULL,
	"unit_no" integer NOT NULL,
	"serial_number" text NOT NULL,
	"variant_id" integer,
	"product_handle" text NOT NULL,
	"title" text NOT NULL,
	"sku" text NOT NULL,
	"grade" text NOT NULL,
	"options" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"co2_kg" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"warranty_ends_on" date NOT NULL,
	"status" text DEFAULT 'in_pool' NOT NULL,
	"employee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_status_valid" CHECK ("devices"."status" in ('in_use', 'in_pool', 'in_repair', 'returned', 'end_of_life')),
	CONSTRAINT "devices_in_use_has_employee" CHECK (("devices"."employee_id" is null) = ("devices"."status" <> 'in_use'))
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"department" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_request_devices" (
	"request_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	CONSTRAINT "service_request_devices_request_id_device_id_pk" PRIMARY KEY("request_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"pickup_address" jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text,
	"preferred_date" date,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"tracking_number" text NOT NULL,
	"carrier" text DEFAULT 'DHL' NOT NULL,
	"shipped_by" uuid,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_devices" ADD CONSTRAINT "service_request_devices_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_devices" ADD CONSTRAINT "service_request_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_serial_uq" ON "devices" USING btree ("serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_order_unit_uq" ON "devices" USING btree ("order_id","line_position","unit_no");--> statement-breakpoint
CREATE INDEX "devices_customer_idx" ON "devices" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "devices_employee_idx" ON "devices" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "employees_customer_idx" ON "employees" USING btree ("customer_id","last_name");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_customer_email_uq" ON "employees" USING btree ("customer_id","email") WHERE "employees"."email" is not null;--> statement-breakpoint
CREATE INDEX "service_request_devices_device_idx" ON "service_request_devices" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_number_uq" ON "service_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "service_requests_customer_idx" ON "service_requests" USING btree ("customer_id","created_at");