export interface PushPreconditions {
  customerId: number | null;
  permission: NotificationPermission | 'unsupported';
  /** From shared/storage canRefreshPushToken: 48 h since the last save. */
  refreshAllowed: boolean;
}

/** SPEC §5/§8: push needs a customer, a granted notification permission and an expired save. */
export function shouldSetUpPush({
  customerId,
  permission,
  refreshAllowed,
}: PushPreconditions): boolean {
  return customerId !== null && permission === 'granted' && refreshAllowed;
}
