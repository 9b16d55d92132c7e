import { paths } from '@sevak/shared';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { staleQueriesOf } from './use-notification-stream';

describe('a live notification refreshes what it is about', () => {
  it('maps the page a notification links to onto the data that changed', () => {
    expect(staleQueriesOf(paths.home)).toEqual([queryKeys.session, queryKeys.payments]); // approved
    expect(staleQueriesOf(paths.profile)).toEqual([queryKeys.session, queryKeys.payments]); // fee paid
    expect(staleQueriesOf(paths.tickets)).toEqual([queryKeys.support]); // ticket resolved
    expect(staleQueriesOf(`${paths.work}?box=received`)).toEqual([queryKeys.work]);
    expect(staleQueriesOf(paths.wallet)).toEqual([queryKeys.wallet, queryKeys.team, queryKeys.ekyc]);
    expect(staleQueriesOf(paths.ekyc)).toEqual([queryKeys.ekyc]);
    expect(staleQueriesOf(paths.admin.approve)).toEqual([queryKeys.admin]); // a registration or a fee, to admins
    expect(staleQueriesOf(paths.admin.support)).toEqual([queryKeys.admin]); // a new ticket
    expect(staleQueriesOf(null)).toEqual([]);
    expect(staleQueriesOf(paths.aboutUs)).toEqual([]);
  });
});
