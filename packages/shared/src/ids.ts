import { z } from 'zod';

const uuid = z.uuid();

/** Whether `value` can be a record id: a malformed one names nothing (answered like an unknown id, 404). */
export function isUuid(value: string): boolean {
  return uuid.safeParse(value).success;
}
