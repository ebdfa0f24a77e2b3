import { UserSchema } from '@waymark/domain';
import type { User } from '@waymark/domain';
import { api } from './api-client.ts';
import type { WishlistPlace } from './wishlist.ts';

/** `POST wishlist/{id}?type=…` (spec 2 §7): toggles the place and answers the user. */
export function sendWishlistToggle(place: WishlistPlace): Promise<User> {
  return api(`wishlist/${place.id}`, { method: 'POST', query: { type: place.type }, schema: UserSchema });
}
