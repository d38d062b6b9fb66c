// Text for screen readers only: present in the accessibility tree, invisible on screen.
import styled, { css } from 'styled-components';

/** The rules themselves, for text hidden only in some states (a collapsed sidebar's labels, a phone's top bar). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * Text for screen readers only: in the accessibility tree, invisible on screen. Use it to name an icon-only
 * control or column, or to add words a picture says (a star rating). Use `as` for another element (a
 * caption). For text hidden only in some states, use the `visuallyHidden` rules in a css block.
 */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
