import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface AddressListProps {
  label: string;
  children: ReactNode;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function AddressList({ label, children }: AddressListProps) {
  return (
    <List aria-label={label} data-testid="address-list">
      {children}
    </List>
  );
}
