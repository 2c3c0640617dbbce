import { css } from 'styled-components';

/**
 * A radio option drawn as a card: the whole card is the hit area, the chosen one is outlined in
 * the brand colour, and keyboard focus on the radio rings the card, not only the tiny dot.
 */
export const choiceCard = css`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition: border-color 120ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  input[type='radio'] {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }

  input[type='radio']:focus-visible {
    outline: none;
  }
`;
