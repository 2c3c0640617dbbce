import { Button, Inline } from '@barrio/shared/design-system';
import { useIntl } from 'react-intl';
import { myOrdersMessages } from '../messages';

export interface OrderListFilterProps {
  confirmedOnly: boolean;
  onChange: (confirmedOnly: boolean) => void;
}

/** All orders, or only the confirmed ones (SPEC §7): two pressed-or-not buttons. */
export function OrderListFilter({ confirmedOnly, onChange }: OrderListFilterProps) {
  const intl = useIntl();
  return (
    <Inline
      role="group"
      aria-label={intl.formatMessage(myOrdersMessages.filterLabel)}
      data-testid="orders-filter"
    >
      <Button
        variant={confirmedOnly ? 'secondary' : 'primary'}
        aria-pressed={!confirmedOnly}
        onClick={() => onChange(false)}
      >
        {intl.formatMessage(myOrdersMessages.filterAll)}
      </Button>
      <Button
        variant={confirmedOnly ? 'primary' : 'secondary'}
        aria-pressed={confirmedOnly}
        onClick={() => onChange(true)}
      >
        {intl.formatMessage(myOrdersMessages.filterConfirmed)}
      </Button>
    </Inline>
  );
}
