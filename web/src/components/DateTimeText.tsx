// A moment as people read it ("Nov 21, 2026, 10:04 PM", SPEC.md §1). The day and the time each stay whole; where a
// table's column is narrow the time goes under the day instead of the table scrolling sideways.
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

/**
 * A moment as people read it ("Nov 21, 2026, 10:04 PM"), in the viewer's time zone. Use it for every date and
 * time shown, so they read the same everywhere. The day and the time each stay whole: in a narrow column the
 * time goes under the day instead of the table scrolling sideways.
 */
export function DateTimeText({ iso, withSeconds = false }: DateTimeTextProps) {
  const text = withSeconds ? formatDateTimeWithSeconds(iso) : formatDateTime(iso);
  // "Nov 21, 2026, 10:04 PM": the break may come only after the day's comma.
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return <NoWrap>{text}</NoWrap>;
  return (
    <span>
      <NoWrap>{text.slice(0, cut + 1)}</NoWrap> <NoWrap>{text.slice(cut + 2)}</NoWrap>
    </span>
  );
}
