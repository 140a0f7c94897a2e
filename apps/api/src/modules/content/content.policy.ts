import type { Permission } from '@orca/contracts';

/** Who in the back office writes news, info pages and banners, and edits the skin's menu and logos. */
export const contentPolicy = {
  publish: 'content.publish',
} as const satisfies Record<string, Permission>;
