import { paths } from '@sevak/shared';

/** All Users' parameter of the member whose User Details are open (`?member=<id>`). */
export const MEMBER_PARAM = 'member';

/** A member's record: All Users with their User Details open (the audit log links here). */
export function memberRecordPath(id: string): string {
  return `${paths.admin.users}?${new URLSearchParams({ [MEMBER_PARAM]: id }).toString()}`;
}
