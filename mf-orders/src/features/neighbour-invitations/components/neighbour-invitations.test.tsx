import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@barrio/shared/testing';
import { publishContext, renderRemote } from '../../../testing/render-remote';
import { NeighbourInvitations } from './neighbour-invitations';

const invitation = {
  id: 31,
  leader_name: 'Rosa Mamani',
  group_name: 'Vecinos del Pasaje 15',
  shop_slug: 'lider-mx',
  created_at: '2026-11-20T10:00:00.000Z',
};

describe('NeighbourInvitations', () => {
  beforeEach(() => publishContext());

  it('shows nothing when nobody invited the customer', async () => {
    const { requests } = mockFetch(() => ({ status: 200, body: { invitations: [] } }));
    renderRemote(<NeighbourInvitations />);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('neighbour-invitations')).toBeNull();
  });

  it('accepts an invitation, which then leaves the list', async () => {
    let pending = [invitation];
    const { requests } = mockFetch((request) => {
      if (request.url.pathname === '/api/neighbour-invitations')
        return { status: 200, body: { invitations: pending } };
      if (request.url.pathname === '/api/neighbour-invitations/31/accept') {
        pending = [];
        return { status: 204 };
      }
      return { status: 404 };
    });
    renderRemote(<NeighbourInvitations />);
    expect(await screen.findByTestId('neighbour-invitation')).toHaveTextContent(
      'Rosa Mamani te invita a su grupo «Vecinos del Pasaje 15».',
    );
    await userEvent.click(screen.getByTestId('neighbour-invitation-accept'));
    await waitFor(() => expect(screen.queryByTestId('neighbour-invitations')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual([
      '/api/neighbour-invitations/31/accept',
    ]);
  });
});
