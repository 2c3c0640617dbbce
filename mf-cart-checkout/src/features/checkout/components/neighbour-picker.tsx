import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isApiError } from '@barrio/shared/api';
import { countryById } from '@barrio/shared/countries';
import { Button, Notice, Skeleton, TextField } from '@barrio/shared/design-system';
import {
  matchesNeighbour,
  useAddNeighbour,
  useNeighbours,
  type Neighbour,
} from '../api/neighbours';
import { phoneFieldError } from '../buyer-form';
import { checkoutMessages } from '../messages';
import { choiceCard } from './choice-card';

export interface NeighbourPickerProps {
  leaderId: number;
  /** The shop's country: a new neighbour's phone must be a number of it. */
  countryId: number;
  /** customer_id of the chosen neighbour, as text ('' for none). */
  selectedId: string;
  onSelect: (customerId: string) => void;
  error: string | undefined;
}

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-height: 18rem;
  overflow-y: auto;
`;

const Option = styled.label`
  ${choiceCard}
  align-items: center;
`;

const Phone = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

function fullName(n: Neighbour): string {
  return `${n.name} ${n.last_name}`.trim();
}

/**
 * A community leader chooses who the order is for from the beneficiary group they coordinate,
 * searching by name or phone, or adds a new neighbour who joins the group on the spot.
 */
export function NeighbourPicker({
  leaderId,
  countryId,
  selectedId,
  onSelect,
  error,
}: NeighbourPickerProps) {
  const intl = useIntl();
  const group = useNeighbours(leaderId);
  const addNeighbour = useAddNeighbour(leaderId);
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState({ first_name: '', last_name: '', phone: '' });
  const [invitedPhone, setInvitedPhone] = useState<string | null>(null);
  const errorId = useId();
  const phoneRef = useRef<HTMLInputElement>(null);
  // Checked like sign-in's phone: when the leader leaves the field, and again on save.
  const [phoneChecked, setPhoneChecked] = useState(false);
  const countryName = countryById(countryId)?.name ?? '';
  const phoneInvalid = phoneChecked && phoneFieldError(draft.phone, countryId) === 'phone_invalid';

  const found = (group.data?.neighbours ?? []).filter((n) => matchesNeighbour(n, search));

  const addError = (() => {
    const problem = addNeighbour.error;
    if (!problem) return null;
    if (isApiError(problem) && problem.status === 409)
      return intl.formatMessage(checkoutMessages.neighbourPhoneTaken);
    if (isApiError(problem) && problem.status === 400)
      return intl.formatMessage(checkoutMessages.errorPhone, { country: countryName });
    return intl.formatMessage(checkoutMessages.neighbourAddFailed);
  })();

  const submitNew = () => {
    if (!draft.first_name.trim() || !draft.phone.trim()) return;
    if (phoneFieldError(draft.phone, countryId)) {
      setPhoneChecked(true);
      phoneRef.current?.focus();
      return;
    }
    addNeighbour.mutate(draft, {
      onSuccess: (added) => {
        // Someone not yet in the group is invited: the order is for them once they accept.
        if ('invited' in added) setInvitedPhone(added.phone);
        else onSelect(String(added.customer_id));
        setAdding(false);
        setSearch('');
        setDraft({ first_name: '', last_name: '', phone: '' });
      },
    });
  };

  return (
    <Panel data-testid="neighbour-picker">
      {group.isPending && <Skeleton lines={3} />}
      {group.isError && (
        <Notice tone="error" data-testid="neighbours-error">
          {intl.formatMessage(checkoutMessages.neighboursLoadError)}
        </Notice>
      )}
      {invitedPhone && (
        <Notice tone="info" data-testid="neighbour-invited">
          {intl.formatMessage(checkoutMessages.neighbourInvited, { phone: invitedPhone })}
        </Notice>
      )}
      {group.data && (
        <>
          <TextField
            label={intl.formatMessage(checkoutMessages.neighbourSearch, {
              group: group.data.group.name,
            })}
            data-testid="neighbour-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Options
            role="radiogroup"
            aria-label={intl.formatMessage(checkoutMessages.neighbourChoose)}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            {found.map((n) => (
              <Option key={n.customer_id} data-testid="neighbour-option">
                <input
                  type="radio"
                  name="neighbour"
                  value={n.customer_id}
                  checked={selectedId === String(n.customer_id)}
                  onChange={() => onSelect(String(n.customer_id))}
                />
                <span>
                  {fullName(n)} <Phone>{n.phone}</Phone>
                </span>
              </Option>
            ))}
            {found.length === 0 && <p>{intl.formatMessage(checkoutMessages.neighbourNone)}</p>}
          </Options>
          {error && (
            <Error id={errorId} role="alert" data-testid="neighbour-error">
              {error}
            </Error>
          )}
        </>
      )}
      {!adding ? (
        <Button
          type="button"
          variant="secondary"
          data-testid="neighbour-add-open"
          onClick={() => setAdding(true)}
        >
          {intl.formatMessage(checkoutMessages.neighbourAdd)}
        </Button>
      ) : (
        <Panel data-testid="neighbour-new">
          <TextField
            label={intl.formatMessage(checkoutMessages.firstName)}
            data-testid="neighbour-new-name"
            maxLength={80}
            value={draft.first_name}
            onChange={(event) => setDraft({ ...draft, first_name: event.target.value })}
          />
          <TextField
            label={intl.formatMessage(checkoutMessages.lastName)}
            data-testid="neighbour-new-last-name"
            maxLength={80}
            value={draft.last_name}
            onChange={(event) => setDraft({ ...draft, last_name: event.target.value })}
          />
          <TextField
            label={intl.formatMessage(checkoutMessages.phone)}
            hint={intl.formatMessage(checkoutMessages.phoneHint)}
            data-testid="neighbour-new-phone"
            type="tel"
            inputMode="tel"
            maxLength={32}
            ref={phoneRef}
            value={draft.phone}
            error={
              phoneInvalid
                ? intl.formatMessage(checkoutMessages.errorPhone, { country: countryName })
                : undefined
            }
            onChange={(event) => setDraft({ ...draft, phone: event.target.value })}
            onBlur={(event) => setPhoneChecked(event.target.value.trim() !== '')}
          />
          {addError && <Error role="alert">{addError}</Error>}
          <Button
            type="button"
            data-testid="neighbour-new-save"
            disabled={addNeighbour.isPending || !draft.first_name.trim() || !draft.phone.trim()}
            onClick={submitNew}
          >
            {intl.formatMessage(checkoutMessages.neighbourAddSave)}
          </Button>
        </Panel>
      )}
    </Panel>
  );
}
