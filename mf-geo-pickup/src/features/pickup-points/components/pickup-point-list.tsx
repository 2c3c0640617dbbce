import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DistanceStyle } from '@barrio/shared/domain';
import { pickupMessages } from '../messages';
import type { PickupPoint } from '../pickup-point';
import { PickupPointItem } from './pickup-point-item';

export interface PickupPointListProps {
  /** Already in display order (selected first, then nearest). */
  points: readonly PickupPoint[];
  selectedId: number | null;
  currentShopSlug: string;
  distanceStyle: DistanceStyle;
  onSelect: (point: PickupPoint) => void;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function PickupPointList({
  points,
  selectedId,
  currentShopSlug,
  distanceStyle,
  onSelect,
}: PickupPointListProps) {
  const intl = useIntl();
  return (
    <List data-testid="pickup-point-list" aria-label={intl.formatMessage(pickupMessages.listLabel)}>
      {points.map((point) => (
        <PickupPointItem
          key={point.id}
          point={point}
          selected={point.id === selectedId}
          isCurrentShop={point.slug === currentShopSlug}
          distanceStyle={distanceStyle}
          onSelect={onSelect}
        />
      ))}
    </List>
  );
}
