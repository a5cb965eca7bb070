DROP INDEX "resources_created_at_idx";--> statement-breakpoint
CREATE INDEX "blog_posts_created_at_idx" ON "blog_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "resources_type_created_at_idx" ON "resources" USING btree ("resource_type","created_at","id");--> statement-breakpoint
CREATE INDEX "resources_level_created_at_idx" ON "resources" USING btree ("level","created_at","id");--> statement-breakpoint
CREATE INDEX "resources_category_created_at_idx" ON "resources" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "resources_level_subject_idx" ON "resources" USING btree ("level","subject");--> statement-breakpoint
CREATE INDEX "resources_created_at_idx" ON "resources" USING btree ("created_at","id");