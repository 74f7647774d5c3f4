ALTER TABLE "phi_confirmations" ALTER COLUMN "subject_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "phi_confirmations" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "phi_confirmations" ADD COLUMN "boxes" jsonb;--> statement-breakpoint
CREATE INDEX "phi_confirmations_image_idx" ON "phi_confirmations" USING btree ("image_key");