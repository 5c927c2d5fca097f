import { z } from 'zod';

/** One square's content (spec §3 Item). `id` is a stable key so that reordering keeps identity. */
export const ItemSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(['number', 'text', 'image']),
  value: z.string().max(500).default(''),
  caption: z.string().max(200).default(''),
  imageURi: z.string().max(2000).default(''),
  uploaded: z.boolean().default(false),
  uploadType: z.enum(['self', 'wordpress']).default('self'),
});
export type Item = z.infer<typeof ItemSchema>;

export const CardItemsSchema = z.object({
  textItems: z.array(ItemSchema).max(500).default([]),
  imageItems: z.array(ItemSchema).max(500).default([]),
});
export type CardItems = z.infer<typeof CardItemsSchema>;

/** An image reference with where it came from (spec §3: value, upload). */
export const ImageRefSchema = z.object({
  value: z.string().max(2000).default(''),
  upload: z.boolean().default(false),
});
export type ImageRef = z.infer<typeof ImageRefSchema>;

/** A text item is valid when it has visible text; an image item when it has an image. */
export function isValidItem(item: Item): boolean {
  if (item.type === 'image') return item.imageURi.trim().length > 0;
  return item.value.trim().length > 0;
}
