import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, Skeleton, VisuallyHidden } from '@barrio/shared/design-system';
import { commonMessages } from '@barrio/shared/i18n';

export interface ProductGridSkeletonProps {
  cards?: number;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(168px, 1fr));
  gap: 12px;
`;

/**
 * The grid's shape while the first page loads, so that the page does not jump when it arrives.
 * It speaks with the shell's words only: it is also shown before this remote's catalogue is in.
 */
export function ProductGridSkeleton({ cards = 8 }: ProductGridSkeletonProps) {
  const intl = useIntl();
  return (
    <div role="status" data-testid="product-grid-skeleton">
      <VisuallyHidden>{intl.formatMessage(commonMessages.loading)}</VisuallyHidden>
      <Grid aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <Card key={index} padding="md">
            <Skeleton shape="rect" height="160px" />
            <Skeleton lines={2} />
            <Skeleton width="40%" />
            <Skeleton shape="rect" height="44px" />
          </Card>
        ))}
      </Grid>
    </div>
  );
}
