import { Router } from 'express';
import {
  neighbourGroupSchema,
  neighbourOrdersSchema,
  neighbourInvitationsSchema,
  neighbourInvitedSchema,
  neighbourSchema,
  pickupPointOrdersSchema,
} from '@barrio/shared/contract';
import type { AppContext } from '../../app-context';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import {
  leaderOrdersQuerySchema,
  leaderParams,
  neighboursQuerySchema,
  newNeighbourSchema,
} from './leader-schema';
import { addNeighbour, listNeighbours, ordersPlacedByLeader } from './leader-service';
import { answerInvitation, invitationsForCaller } from './neighbour-invitations';
import { pickupPointOrders } from './pickup-point-orders';

const notYours = { description: 'Unknown leader, or the caller is not that leader' };

/** A community leader's own tools: their beneficiary group and the orders placed for it. */
export function leaderRoutes(ctx: AppContext): Router {
  const router = Router();

  registerOperation({
    method: 'get',
    path: '/api/communityleader/{id}/neighbours',
    summary: 'The beneficiary group the leader coordinates, searched by name or phone (q)',
    tags: ['customers'],
    params: leaderParams,
    query: neighboursQuerySchema,
    security: true,
    responses: {
      200: { description: 'The group and its members', schema: neighbourGroupSchema },
      404: notYours,
    },
  });
  router.get('/api/communityleader/:id/neighbours', async (req, res) => {
    const { id } = parseParams(leaderParams, req);
    const { q } = parseQuery(neighboursQuerySchema, req);
    res.set('Cache-Control', 'private, no-store').json(await listNeighbours(ctx, req.auth, id, q));
  });

  registerOperation({
    method: 'post',
    path: '/api/communityleader/{id}/neighbours',
    summary: 'Add a neighbour (name and phone) to the group the leader coordinates',
    tags: ['customers'],
    params: leaderParams,
    body: newNeighbourSchema,
    security: true,
    responses: {
      200: { description: 'The phone already belongs to a member', schema: neighbourSchema },
      202: {
        description:
          'Invited: the same answer whether or not the phone is registered; the person joins once they accept',
        schema: neighbourInvitedSchema,
      },
      404: notYours,
      429: { description: 'Too many invitations by this leader today' },
    },
  });
  router.post('/api/communityleader/:id/neighbours', async (req, res) => {
    const { id } = parseParams(leaderParams, req);
    const body = parseBody(newNeighbourSchema, req);
    const added = await addNeighbour(ctx, req.auth, id, body);
    if (added.kind === 'member') res.status(200).json(added.neighbour);
    else res.status(202).json({ invited: true, phone: added.phone });
  });

  registerOperation({
    method: 'get',
    path: '/api/neighbour-invitations',
    summary: "Invitations to join a leader's group, sent to the signed-in customer's phone",
    tags: ['customers'],
    security: true,
    responses: {
      200: { description: 'Pending invitations', schema: neighbourInvitationsSchema },
      401: { description: 'Not signed in' },
    },
  });
  router.get('/api/neighbour-invitations', async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await invitationsForCaller(ctx, req.auth));
  });

  for (const answer of ['accept', 'decline'] as const) {
    registerOperation({
      method: 'post',
      path: `/api/neighbour-invitations/{id}/${answer}`,
      summary:
        answer === 'accept'
          ? "Accept an invitation: join the leader's group (the leader may then order for you)"
          : 'Decline an invitation',
      tags: ['customers'],
      params: leaderParams,
      security: true,
      responses: {
        204: { description: answer === 'accept' ? 'Joined' : 'Declined' },
        404: { description: 'No such pending invitation to your phone' },
      },
    });
    router.post(`/api/neighbour-invitations/:id/${answer}`, async (req, res) => {
      const { id } = parseParams(leaderParams, req);
      await answerInvitation(ctx, req.auth, id, answer);
      res.status(204).end();
    });
  }

  registerOperation({
    method: 'get',
    path: '/api/communityleader/{id}/orders',
    summary: 'Orders the leader placed for their neighbours, newest pickup day first',
    tags: ['orders'],
    params: leaderParams,
    query: leaderOrdersQuerySchema,
    security: true,
    responses: {
      200: { description: 'The orders', schema: neighbourOrdersSchema },
      404: notYours,
    },
  });
  router.get('/api/communityleader/:id/orders', async (req, res) => {
    const { id } = parseParams(leaderParams, req);
    const { page_size } = parseQuery(leaderOrdersQuerySchema, req);
    res
      .set('Cache-Control', 'private, no-store')
      .json(await ordersPlacedByLeader(ctx, req.auth, id, page_size));
  });

  registerOperation({
    method: 'get',
    path: '/api/communityleader/{id}/pickup-point-orders',
    summary:
      'Orders to be collected at the pickup points the leader runs (pending, confirmed or ready), earliest pickup day first',
    tags: ['orders'],
    params: leaderParams,
    security: true,
    responses: {
      200: {
        description: 'The leader’s points and their orders',
        schema: pickupPointOrdersSchema,
      },
      404: notYours,
    },
  });
  router.get('/api/communityleader/:id/pickup-point-orders', async (req, res) => {
    const { id } = parseParams(leaderParams, req);
    res.set('Cache-Control', 'private, no-store').json(await pickupPointOrders(ctx, req.auth, id));
  });

  return router;
}
