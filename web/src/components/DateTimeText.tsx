// A moment as people read it ("Nov 21, 2026, 10:04 PM", SPEC.md §1), kept on one line in a table's cell.
import styled from 'styled-components';
import { formatDateTime, formatDateTimeWithSeconds } from '../lib/format-date';

const NoWrap = styled.span`
  white-space: nowrap;
`;

interface DateTimeTextProps {
  /** An ISO-8601 instant. */
  iso: string;
  /** For records where the exact moment matters (an audit log). */
  withSeconds?: boolean;
}

export function DateTimeText({ iso, withSeconds = false }: DateTimeTextProps) {
  return <NoWrap>{withSeconds ? formatDateTimeWithSeconds(iso) : formatDateTime(iso)}</NoWrap>;
}
