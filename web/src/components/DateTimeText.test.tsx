// The whole moment reads as one text, but only the gap after the day's comma may break: never inside the day or the
// time, so a narrow table column shows the time under the day.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeWithSeconds } from '../lib/format-date';
import { DateTimeText } from './DateTimeText';

const ISO = '2026-11-21T22:04:59.000Z';

/** The pieces kept on one line, as shown. */
function unbreakablePieces(container: HTMLElement): string[] {
  return [...container.querySelectorAll('span span')].map((piece) => {
    expect(getComputedStyle(piece).whiteSpace).toBe('nowrap');
    return piece.textContent ?? '';
  });
}

describe('DateTimeText', () => {
  it('when given an instant, then it reads as the formatted moment, the day and the time each kept whole', () => {
    const { container } = render(<DateTimeText iso={ISO} />);
    const [day, time] = formatDateTime(ISO).split(/, (?=[^,]*$)/);

    expect(container.textContent).toBe(formatDateTime(ISO));
    expect(unbreakablePieces(container)).toEqual([`${day ?? ''},`, time]);
  });

  it('when seconds are asked for, then the time carries them', () => {
    const { container } = render(<DateTimeText iso={ISO} withSeconds />);

    expect(container.textContent).toBe(formatDateTimeWithSeconds(ISO));
    expect(unbreakablePieces(container)[1]).toMatch(/^\d{1,2}:\d{2}:\d{2} [AP]M$/);
  });

  it('when the value is not a date, then it is shown as it came, on one line', () => {
    const { container } = render(<DateTimeText iso="soon" />);

    expect(container.textContent).toBe('soon');
    expect(getComputedStyle(container.firstElementChild as Element).whiteSpace).toBe('nowrap');
  });
});
