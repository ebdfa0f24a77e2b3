import type { RouteName } from '@waymark/domain';

/**
 * Account and My pages send a visitor with no user and no token home (spec 1 §2, §6;
 * spec 2 §6; spec 3 §2). The account flow pages under /account/ (password recovery, profile
 * setup) are for people on their way in, so they stay open.
 */
export function isSignedInOnly(routeName: RouteName): boolean {
  return routeName === 'account' || routeName === 'account-update' || routeName.startsWith('my-');
}
