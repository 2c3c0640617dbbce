import { Inline, Select, TextField } from '@barrio/shared/design-system';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  MANAGER_STATUS_FILTERS,
  type ManagerOrdersFilter,
  type ManagerStatusFilter,
} from '../api/get-manager-orders';
import { managerOrdersMessages } from '../messages';

type DayChoice = 'today' | 'all' | 'pick';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Each filter takes the full width on a phone and shares the row on wider screens. */
const Field = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
`;

function dayChoiceOf(date: string | null): DayChoice {
  if (date === null) return 'all';
  return date === 'today' ? 'today' : 'pick';
}

export interface ManagerOrdersFiltersProps {
  filter: ManagerOrdersFilter;
  onChange: (filter: ManagerOrdersFilter) => void;
  /** The day offered when the owner switches to "choose a date". */
  today: string;
}

/** Delivery day (today, every day or a chosen date) and status: the API's own filters. */
export function ManagerOrdersFilters({ filter, onChange, today }: ManagerOrdersFiltersProps) {
  const intl = useIntl();
  const dayChoice = dayChoiceOf(filter.date);
  const dayOptions = [
    { value: 'today', label: intl.formatMessage(managerOrdersMessages.dayToday) },
    { value: 'all', label: intl.formatMessage(managerOrdersMessages.dayAll) },
    { value: 'pick', label: intl.formatMessage(managerOrdersMessages.dayPick) },
  ];
  const statusOptions = MANAGER_STATUS_FILTERS.map((status) => ({
    value: status,
    label: intl.formatMessage(managerOrdersMessages.status, { status }),
  }));

  function chooseDay(choice: DayChoice) {
    const date = choice === 'all' ? null : choice === 'today' ? 'today' : today;
    onChange({ ...filter, date });
  }

  return (
    <Inline gap="md" align="flex-end" data-testid="manager-list-filters">
      <Field>
        <Select
          label={intl.formatMessage(managerOrdersMessages.dayLabel)}
          options={dayOptions}
          value={dayChoice}
          onChange={(event) => chooseDay(event.target.value as DayChoice)}
          data-testid="manager-list-day"
        />
      </Field>
      {dayChoice === 'pick' && (
        <Field>
          <TextField
            type="date"
            label={intl.formatMessage(managerOrdersMessages.dateLabel)}
            value={filter.date ?? ''}
            // An incomplete date typed by hand is not sent: the list keeps the last whole one.
            onChange={(event) => {
              if (ISO_DAY.test(event.target.value))
                onChange({ ...filter, date: event.target.value });
            }}
            data-testid="manager-list-date"
          />
        </Field>
      )}
      <Field>
        <Select
          label={intl.formatMessage(managerOrdersMessages.statusLabel)}
          options={statusOptions}
          value={filter.status}
          onChange={(event) =>
            onChange({ ...filter, status: event.target.value as ManagerStatusFilter })
          }
          data-testid="manager-list-status"
        />
      </Field>
    </Inline>
  );
}
