import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { searchMessages } from '../messages';

export interface RecentSearchListProps {
  terms: readonly string[];
  onSelect: (term: string) => void;
  onRemove: (term: string) => void;
}

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const ChipButton = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

const RemoveButton = styled(ChipButton)`
  padding: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The shopper's recent searches, newest first, each one repeatable and removable. */
export function RecentSearchList({ terms, onSelect, onRemove }: RecentSearchListProps) {
  const intl = useIntl();
  if (terms.length === 0) return null;
  return (
    <section data-testid="recent-searches">
      <Title>{intl.formatMessage(searchMessages.recentTitle)}</Title>
      <List>
        {terms.map((term) => (
          <Chip key={term}>
            <ChipButton
              type="button"
              data-testid="recent-search"
              aria-label={intl.formatMessage(searchMessages.recentSearchAgain, { term })}
              onClick={() => onSelect(term)}
            >
              {term}
            </ChipButton>
            <RemoveButton
              type="button"
              data-testid="recent-search-remove"
              aria-label={intl.formatMessage(searchMessages.recentRemove, { term })}
              onClick={() => onRemove(term)}
            >
              <span aria-hidden="true">×</span>
            </RemoveButton>
          </Chip>
        ))}
      </List>
    </section>
  );
}
