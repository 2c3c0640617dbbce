import styled from 'styled-components';

/** Content for assistive technology only: kept in the accessibility tree, off screen. */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export type VisuallyHiddenProps = React.ComponentPropsWithoutRef<typeof VisuallyHidden>;
