import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const carTypes = pgTable('car_types', {
  key: text('key').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameBn: text('name_bn').notNull(),
  seats: integer('seats').notNull(),
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const cancellationReasons = pgTable('cancellation_reasons', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  textEn: text('text_en').notNull(),
  textBn: text('text_bn').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

// Admin-editable settings (fees, pricing model, high-demand notice), one JSON value per key.
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
