import styled from 'styled-components';

// The frame of a leader's lists ("Pedidos de mis vecinos", the orders to collect at a point):
// a titled section of orders grouped under their pickup day.

export const LeaderListSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const LeaderListHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const PickupDayHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
