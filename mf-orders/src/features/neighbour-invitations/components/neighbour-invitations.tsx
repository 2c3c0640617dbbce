import { Button, Card, Inline, Notice, Stack } from '@barrio/shared/design-system';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAnswerInvitation, useNeighbourInvitations } from '../api/neighbour-invitations';
import { neighbourInvitationMessages } from '../messages';

/**
 * Invitations from community leaders to join their group, shown in "Mis pedidos" to the person
 * invited. Nothing shows when there are none: most shoppers never see this.
 */
export function NeighbourInvitations() {
  const intl = useIntl();
  const headingId = useId();
  const query = useNeighbourInvitations();
  const answer = useAnswerInvitation();
  if (!query.data || query.data.length === 0) return null;

  return (
    <section aria-labelledby={headingId} data-testid="neighbour-invitations">
      <Stack gap="md">
        <h2 id={headingId}>{intl.formatMessage(neighbourInvitationMessages.title)}</h2>
        {answer.isError && (
          <Notice tone="error">{intl.formatMessage(neighbourInvitationMessages.failed)}</Notice>
        )}
        {query.data.map((invitation) => (
          <Card key={invitation.id} as="article" data-testid="neighbour-invitation">
            <Stack gap="sm">
              <p>
                {intl.formatMessage(neighbourInvitationMessages.invitation, {
                  leader: invitation.leader_name,
                  group: invitation.group_name,
                })}
              </p>
              <p>{intl.formatMessage(neighbourInvitationMessages.explanation)}</p>
              <Inline gap="sm">
                <Button
                  data-testid="neighbour-invitation-accept"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ id: invitation.id, answer: 'accept' })}
                >
                  {intl.formatMessage(neighbourInvitationMessages.accept)}
                </Button>
                <Button
                  variant="secondary"
                  data-testid="neighbour-invitation-decline"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ id: invitation.id, answer: 'decline' })}
                >
                  {intl.formatMessage(neighbourInvitationMessages.decline)}
                </Button>
              </Inline>
            </Stack>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
