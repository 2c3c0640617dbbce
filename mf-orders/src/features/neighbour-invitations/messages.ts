import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type NeighbourInvitationMessageValues = {
  title: NoMessageValues;
  invitation: { leader: string; group: string };
  explanation: NoMessageValues;
  accept: NoMessageValues;
  decline: NoMessageValues;
  failed: NoMessageValues;
};

export const neighbourInvitationMessages = defineMessages<NeighbourInvitationMessageValues>({
  title: {
    id: 'orders.invitations.title',
    defaultMessage: 'Invitaciones a un grupo de vecinos',
    description: 'Heading of the invitations community leaders sent to this customer',
  },
  invitation: {
    id: 'orders.invitations.invitation',
    defaultMessage: '{leader} te invita a su grupo «{group}».',
    description: 'One invitation: the leader who sent it and the name of their group',
  },
  explanation: {
    id: 'orders.invitations.explanation',
    defaultMessage:
      'Si aceptas, podrá hacer pedidos para ti, verlos y cancelarlos. Si no conoces a esta persona, rechaza.',
    description: 'What accepting an invitation lets the leader do',
  },
  accept: {
    id: 'orders.invitations.accept',
    defaultMessage: 'Aceptar',
    description: 'Accepts the invitation and joins the group',
  },
  decline: {
    id: 'orders.invitations.decline',
    defaultMessage: 'Rechazar',
    description: 'Declines the invitation',
  },
  failed: {
    id: 'orders.invitations.failed',
    defaultMessage: 'No pudimos guardar tu respuesta. Intenta de nuevo.',
    description: 'Answering an invitation failed',
  },
});
