import { WishlistPlacesSchema } from '@waymark/domain';
import type { User } from '@waymark/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * `GET wishlist`: the wishlisted places as tiles show them. The key holds the user's wishlist,
 * so a place added or taken off anywhere is read again; the last answer stays on screen meanwhile.
 */
export function wishlistPlacesQueryOptions(wishlist: User['wishlist']) {
  return queryOptions({
    queryKey: ['wishlist', wishlist.map(({ id, type }) => `${type}:${id}`)],
    queryFn: ({ signal }) => api('wishlist', { schema: WishlistPlacesSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWishlistPlaces(wishlist: User['wishlist']) {
  return useQuery(wishlistPlacesQueryOptions(wishlist));
}
