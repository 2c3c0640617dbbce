import { memo, useRef, type FocusEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { TextField, VisuallyHidden } from '@barrio/shared/design-system';
import type { RecentSearches } from '../hooks/use-recent-searches';
import { searchMessages } from '../messages';
import { RecentSearchList } from './recent-search-list';

export interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  recent: RecentSearches;
}

const Form = styled.form`
  position: relative;
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

// The field's own clear button is the one below: the browser's would be a second "×".
const Field = styled.div`
  position: relative;

  input::-webkit-search-cancel-button {
    -webkit-appearance: none;
    appearance: none;
  }
`;

const ClearButton = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space.xs};
  bottom: 0;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.25rem;
  cursor: pointer;
`;

/**
 * The search field. Typing filters the grid (debounced by the page); a term is remembered as a
 * recent search once the shopper commits to it: Enter, or leaving the field with it filled in.
 */
function SearchBarView({ value, onChange, recent }: SearchBarProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);

  const remember = () => {
    if (value.trim() !== '') recent.add(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remember();
  };

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    // Moving to the clear button is not a commitment to the term.
    if (event.currentTarget.form?.contains(event.relatedTarget)) return;
    remember();
  };

  const searchAgain = (term: string) => {
    onChange(term);
    recent.add(term);
  };

  return (
    <Form role="search" onSubmit={submit} data-testid="search-form">
      <Field>
        <TextField
          ref={inputRef}
          type="search"
          label={<VisuallyHidden>{intl.formatMessage(searchMessages.label)}</VisuallyHidden>}
          placeholder={intl.formatMessage(searchMessages.placeholder)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={leave}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          data-testid="search-input"
        />
        {value !== '' && (
          <ClearButton
            type="button"
            aria-label={intl.formatMessage(searchMessages.clear)}
            data-testid="search-clear"
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </ClearButton>
        )}
      </Field>
      {value === '' && (
        <RecentSearchList terms={recent.terms} onSelect={searchAgain} onRemove={recent.remove} />
      )}
    </Form>
  );
}

// The shop page renders again whenever the cart or the URL changes;
// the search bar changes only with its term and the recent searches.
export const SearchBar = memo(SearchBarView);
