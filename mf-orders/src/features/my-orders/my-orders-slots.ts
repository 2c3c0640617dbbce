// The slots the shell fills in my orders are part of the exposed module's contract, declared
// once in @barrio/shared/contract; re-exported here for the screens that render them.
export type { MyOrdersSlots, PickedProduct } from '@barrio/shared/contract';
