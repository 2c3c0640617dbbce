export {
  createOrderQueue,
  memoryQueueStore,
  sendOverNetwork,
  ORDER_QUEUE_CHANNEL,
  ORDER_SEND_LOCK,
  ORDER_SYNC_TAG,
  STALE_CLAIM_MS,
  type OrderQueue,
  type QueuedOrderRecord,
  type QueuedOrderRequest,
  type QueuedOrderState,
  type QueueStore,
  type Send,
  type SendLocks,
} from './queue';
export { indexedDbQueueStore } from './indexed-db-store';
