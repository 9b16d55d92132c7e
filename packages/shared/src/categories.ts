import { z } from 'zod';

export const categorySchema = z.object({ _id: z.uuid(), categoryName: z.string() });
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;

/** How many categories Sevak ships with (spec §1). */
export const CATEGORY_COUNT = 146;
