import { Badge } from '@mantine/core';
import type { TicketKind } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';

const COLORS: Record<TicketKind, string> = { support: 'gray', data_request: 'grape', dispute: 'red' };
/** The back office's words (it stays English). */
export const TICKET_KIND_NAMES: Record<TicketKind, string> = {
  support: 'Support',
  data_request: 'Data request',
  dispute: 'Dispute',
};

/** A ticket's type: a support ticket, or a request about the member's personal data. */
export function TicketKindBadge({ kind, english = false }: { kind: TicketKind; english?: boolean }) {
  const { t } = useTranslation('support');
  return (
    <Badge color={COLORS[kind]} variant="light" tt="none" miw="max-content">
      {english ? TICKET_KIND_NAMES[kind] : t(`kinds.${kind}`)}
    </Badge>
  );
}
