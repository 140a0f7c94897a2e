CREATE TABLE "chat_presence" (
	"socket_id" uuid PRIMARY KEY NOT NULL,
	"player_id" bigint,
	"visitor_token_hash" text,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "unread_for_player" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_presence_player_idx" ON "chat_presence" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "chat_presence_visitor_idx" ON "chat_presence" USING btree ("visitor_token_hash");