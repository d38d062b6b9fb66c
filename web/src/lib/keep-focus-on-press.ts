// For a button below a field that validates on blur: pressing the mouse would blur the field, show its message,
// push the button down before the mouse comes up, and lose the click. Keeping the focus where it is avoids that.
import type { MouseEvent } from 'react';

export function keepFocusOnPress(event: MouseEvent<HTMLElement>): void {
  event.preventDefault();
}
