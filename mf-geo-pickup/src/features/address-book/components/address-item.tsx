import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DeliveryAddressSummary } from '@barrio/shared/bus';
import { Button, Inline } from '@barrio/shared/design-system';
import { addressMessages } from '../messages';

export interface AddressItemProps {
  address: DeliveryAddressSummary;
  selected: boolean;
  onSelect: (address: DeliveryAddressSummary) => void;
  onDelete: (address: DeliveryAddressSummary) => void;
  deleting?: boolean;
}

const Item = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Label = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Line = styled.p<{ $muted?: boolean }>`
  margin: 0;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme, $muted }) => ($muted ? theme.fontSizes.sm : theme.fontSizes.md)};
`;

export function AddressItem({
  address,
  selected,
  onSelect,
  onDelete,
  deleting = false,
}: AddressItemProps) {
  const intl = useIntl();
  return (
    <Item
      data-testid="address-item"
      data-address-id={address.id}
      data-selected={selected}
      $selected={selected}
    >
      <Label>{address.label}</Label>
      <Line>{address.main_line}</Line>
      {address.details && <Line $muted>{address.details}</Line>}
      <Inline gap="sm">
        <Button
          type="button"
          variant={selected ? 'primary' : 'secondary'}
          aria-pressed={selected}
          onClick={() => onSelect(address)}
          data-testid="address-select"
        >
          <FormattedMessage {...(selected ? addressMessages.selected : addressMessages.select)} />
        </Button>
        <Button
          type="button"
          variant="ghost"
          loading={deleting}
          aria-label={intl.formatMessage(addressMessages.removeLabel, { label: address.label })}
          onClick={() => onDelete(address)}
          data-testid="address-delete"
        >
          <FormattedMessage {...addressMessages.remove} />
        </Button>
      </Inline>
    </Item>
  );
}
