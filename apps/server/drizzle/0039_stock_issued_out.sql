ALTER TABLE "stock_items" ADD COLUMN "issued_out" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE stock_items i SET issued_out = coalesce((
  SELECT sum(m.quantity - m.returned_quantity) FROM stock_movements m
  WHERE m.item_id = i.id AND m.kind = 'ISSUE'), 0);
