import styled from 'styled-components';
import { useProfilePictureUrl } from '../api/profile-picture';

const Avatar = styled.img`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  object-fit: cover;
  vertical-align: middle;
`;

/** The signed-in shopper's picture in the header; nothing when there is none (or on error). */
export function HeaderAvatar({ customerId }: { customerId: number }) {
  const url = useProfilePictureUrl(customerId);
  if (!url) return null;
  return <Avatar src={url} alt="" data-testid="header-avatar" />;
}
