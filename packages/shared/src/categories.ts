import { z } from 'zod';

/**
 * A category: its name, and its name in Hindi — null for one without (an admin's new
 * category), which members reading in Hindi see in English.
 */
export const categorySchema = z.object({ _id: z.uuid(), categoryName: z.string(), hindiName: z.string().nullable() });
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

/** How many categories Sevak ships with (docs/product-spec.md §1). */
export const CATEGORY_COUNT = 146;
