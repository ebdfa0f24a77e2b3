import { z } from 'zod';
import type { User } from './account.ts';
import { LocationSummarySchema } from './location.ts';

/** The wishlist and completed trips as the user response carries them (spec 2 §3 User, §4). */

/** A catalogue place as the user's lists name it: its id and its type ("Track", "Hut"…). */
export type ListedPlace = { id: number; type: string };

const samePlace = (a: ListedPlace, b: ListedPlace) => a.id === b.id && a.type === b.type;

export function isWishlisted(user: Pick<User, 'wishlist'> | null, place: ListedPlace): boolean {
  return user?.wishlist.some((item) => samePlace(item, place)) ?? false;
}

/** The wishlist with the place added, or taken off when it is on it: what the toggle does. */
export function toggledWishlist(wishlist: User['wishlist'], place: ListedPlace): User['wishlist'] {
  return wishlist.some((item) => samePlace(item, place))
    ? wishlist.filter((item) => !samePlace(item, place))
    : [{ id: place.id, type: place.type }, ...wishlist];
}

/** "Trip completed": a completed entry for the place among the user's plans. */
export function isTripCompleted(user: Pick<User, 'plans'> | null, place: ListedPlace): boolean {
  return user?.plans.some((plan) => plan.completed && samePlace(plan.location, place)) ?? false;
}

/** `GET wishlist`: the wishlisted places as tiles show them, last added first. */
export const WishlistPlacesSchema = z.object({ list: z.array(LocationSummarySchema) });
export type WishlistPlaces = z.infer<typeof WishlistPlacesSchema>;
