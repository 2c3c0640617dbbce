import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Badge, Button, Inline } from '@barrio/shared/design-system';
import type { DistanceStyle } from '@barrio/shared/domain';
import { pickupMessages } from '../messages';
import type { PickupPoint } from '../pickup-point';
import { DistanceLabel } from './distance-label';

export interface PickupPointItemProps {
  point: PickupPoint;
  selected: boolean;
  isCurrentShop: boolean;
  distanceStyle: DistanceStyle;
  onSelect: (point: PickupPoint) => void;
}

const Item = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function PickupPointItem({
  point,
  selected,
  isCurrentShop,
  distanceStyle,
  onSelect,
}: PickupPointItemProps) {
  return (
    <Item
      data-testid="pickup-point"
      data-point-id={point.id}
      data-selected={selected}
      data-delivery={point.deliversToShopper ? 'delivers' : 'pickup-only'}
      $selected={selected}
    >
      <Inline gap="sm" align="center" justify="space-between">
        <Name>{point.name}</Name>
        <DistanceLabel meters={point.distance_to_user} style={distanceStyle} />
      </Inline>
      {point.address && <Muted>{point.address}</Muted>}
      <Inline gap="xs">
        <Badge
          tone={point.deliversToShopper ? 'success' : 'neutral'}
          data-testid="pickup-point-delivery"
        >
          <FormattedMessage
            {...(point.deliversToShopper
              ? pickupMessages.deliversToYou
              : pickupMessages.pickupOnly)}
          />
        </Badge>
        {point.act_as_delivery_point && (
          <Badge tone="info">
            <FormattedMessage {...pickupMessages.deliveryPoint} />
          </Badge>
        )}
        {isCurrentShop && (
          <Badge tone="primary">
            <FormattedMessage {...pickupMessages.currentShop} />
          </Badge>
        )}
      </Inline>
      <Button
        type="button"
        variant={selected ? 'primary' : 'secondary'}
        aria-pressed={selected}
        data-testid="pickup-point-select"
        onClick={() => onSelect(point)}
      >
        <FormattedMessage {...(selected ? pickupMessages.selected : pickupMessages.select)} />
      </Button>
    </Item>
  );
}
