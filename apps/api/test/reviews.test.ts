import {
  SearchTracksResponseSchema,
  LocationSchema,
  MyReviewsSchema,
  PendingReviewPhotosSchema,
  PlanSchema,
  REVIEW_PHOTO_TYPES_MESSAGE,
  ReviewSavedSchema,
  TOO_MANY_REVIEW_PHOTOS,
  UserSchema,
  WishlistPlacesSchema,
  type Token,
} from '@waymark/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { placeIdBySlug } from '#api/modules/alerts/alerts.repository.ts';
import { setRoleByEmail } from '#api/modules/users/users.repository.ts';
import { activeUser, bearer, freshIp, loginToken } from './accounts-helpers.ts';
import { phonePhotoWithGps } from './photo-fixtures.ts';
import { planCast, type PlanCaller } from './plan-cast.ts';

/** Reviews, photos and their moderation, the wishlist and mark complete (issue 16), as each caller. */

const cast = planCast('reviews');
const { EMAILS, call, tripIn } = cast;
const STAFF = 'reviews-staff@example.nz';
let staffToken: Token;
let muellerHut: number;
let today: string;

type Caller = PlanCaller | 'staff';
const as = (caller: Caller, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  caller === 'staff'
    ? cast.ctx.app.inject({ method, url: `/api/v1/${url}`, headers: bearer(staffToken), payload })
    : call(method, url, caller, payload);

beforeAll(async () => {
  staffToken = await activeUser(cast.ctx, STAFF);
  // What `npm run user -- promote` does.
  expect(await setRoleByEmail(cast.ctx.database.db, STAFF, 'staff')).toBe(true);
  muellerHut = (await placeIdBySlug(cast.ctx.database.db, 'Hut', 'mueller-hut'))!;
  today = tripIn(0).start;
});

const trackReview = (overrides: object = {}) => ({
  type: 'track',
  date: today,
  difficulty: 'harder',
  rating: 4,
  comment: 'Wet but worth it: the falls were roaring.',
  features1: ['Muddy'],
  features2: ['Waterfalls', 'Native birds'],
  numImages: 0,
  ...overrides,
});

async function review(caller: Caller, placeId: number, body: object = trackReview()): Promise<number> {
  const res = await as(caller, 'POST', `track/${placeId}/feedback`, body);
  expect(res.statusCode, res.body).toBe(201);
  return ReviewSavedSchema.parse(res.json()).reviewID;
}

async function place(url = 'tracks/routeburn-track') {
  const res = await cast.ctx.app.inject({ method: 'GET', url: `/api/v1/${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return LocationSchema.parse(res.json());
}

/** The place as a search result's tile shows it. */
async function tileOf(title: string) {
  const res = await cast.ctx.app.inject({
    method: 'POST',
    url: '/api/v1/search-tracks',
    payload: { term: title },
  });
  expect(res.statusCode, res.body).toBe(200);
  return SearchTracksResponseSchema.parse(res.json()).data.list.find((tile) => tile.title === title);
}

async function myReviews(caller: Caller, query = 'page=0&items=3') {
  const res = await as(caller, 'GET', `reviews?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return MyReviewsSchema.parse(res.json());
}

function attach(caller: Caller, reviewId: number, content: Buffer, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(content)], { type }), name);
  return cast.ctx.app.inject({
    method: 'POST',
    url: `/api/v1/review/${reviewId}/attach`,
    remoteAddress: freshIp(),
    headers: caller === 'guest' ? {} : bearer(caller === 'staff' ? staffToken : cast.token[caller]),
    payload: form,
  });
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a7c59' } })
    .jpeg()
    .toBuffer();

/** The bytes a photo's address serves, for whoever calls. */
async function served(url: string, caller?: Caller) {
  const headers =
    caller === undefined || caller === 'guest'
      ? {}
      : bearer(caller === 'staff' ? staffToken : cast.token[caller]);
  const res = await cast.ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.rawPayload };
}

describe('who may review (spec 2 §6)', () => {
  test('a guest gets 401 from every review, wishlist and completion call', async () => {
    const calls = [
      as('guest', 'POST', `track/${cast.routeburn}/feedback`, trackReview()),
      as('guest', 'POST', `track/${cast.routeburn}/feedback/1`, trackReview()),
      as('guest', 'GET', 'reviews'),
      as('guest', 'DELETE', 'reviews?id=1'),
      as('guest', 'GET', 'review/1/load'),
      as('guest', 'POST', `wishlist/${cast.routeburn}?type=Track`),
      as('guest', 'GET', 'wishlist'),
      as('guest', 'POST', 'mark-complete', { id: cast.routeburn, type: 'track', date: today }),
      as('guest', 'GET', 'review-photos/pending'),
      as('guest', 'POST', 'review-photos/1/approve'),
      attach('guest', 1, await jpeg(10, 10)),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().error).toBe('Please log in to continue.');
    }
  });

  test("the form is checked with the wizard's messages (spec 2 §5)", async () => {
    const tomorrow = tripIn(1).start;
    const refused = async (body: object, placeId = cast.routeburn) => {
      const res = await as('owner', 'POST', `track/${placeId}/feedback`, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error as string;
    };
    expect(await refused(trackReview({ date: '' }))).toBe('Please pick a date');
    expect(await refused(trackReview({ date: tomorrow }))).toBe('Date cannot be in the future');
    expect(await refused(trackReview({ difficulty: undefined }))).toBe(
      'Please select one option for how you found the track.',
    );
    expect(await refused(trackReview({ rating: undefined }))).toBe('Please rate the track.');
    expect(await refused({ type: 'hut', date: today }, muellerHut)).toBe('Please rate the hut.');
    expect(await refused(trackReview({ comment: 'a'.repeat(1001) }))).toMatch(/1000/);
    expect(await refused(trackReview({ numImages: 4 }))).toBe(TOO_MANY_REVIEW_PHOTOS);
    // A hut's form for a track is not a review of anything.
    const wrongType = await as('owner', 'POST', `track/${cast.routeburn}/feedback`, {
      type: 'hut',
      date: today,
      rating: 3,
    });
    expect(wrongType.statusCode).toBe(404);
  });
});

describe('reviews and the place rating', () => {
  let ownerReview: number;

  test('a review shows on its place, and the average rating follows every review and edit', async () => {
    ownerReview = await review('owner', cast.routeburn);
    let routeburn = await place();
    expect(routeburn).toMatchObject({ average_rating: 4, rating_count: 1 });
    expect(routeburn.feedback[0]).toMatchObject({
      id: ownerReview,
      completed: today,
      harder: true,
      easier: false,
      rating: 4,
      features1: ['Muddy'],
      features2: ['Waterfalls', 'Native birds'],
      edited: null,
      parent: { id: cast.routeburn, type: 'Track', slug: 'routeburn-track' },
    });

    await review('stranger', cast.routeburn, trackReview({ rating: 5, difficulty: 'easier' }));
    routeburn = await place();
    expect(routeburn).toMatchObject({ average_rating: 4.5, rating_count: 2 });
    // A search result's tile says the same.
    expect(await tileOf('Routeburn Track')).toMatchObject({ average_rating: 4.5, rating_count: 2 });

    const edited = await as(
      'owner',
      'POST',
      `track/${cast.routeburn}/feedback/${ownerReview}`,
      trackReview({ rating: 2 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    routeburn = await place();
    expect(routeburn).toMatchObject({ average_rating: 3.5, rating_count: 2 });
    expect(routeburn.feedback.find((r) => r.id === ownerReview)?.edited).not.toBeNull();
  });

  test('a walker reviews a place once, and edits that review after', async () => {
    const again = await as('owner', 'POST', `track/${cast.routeburn}/feedback`, trackReview());
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/already reviewed/);
  });

  test('a hut review keeps no difficulty or features-1, whatever was sent', async () => {
    await review('owner', muellerHut, {
      type: 'hut',
      date: today,
      rating: 5,
      difficulty: 'harder',
      features1: ['Stairs'],
    });
    const hut = await place('huts/mueller-hut');
    expect(hut.feedback[0]).toMatchObject({ easier: false, expected: false, harder: false, features1: [] });
  });

  test('nobody else edits or deletes a review: not another walker, not staff', async () => {
    for (const caller of ['stranger', 'staff'] as const) {
      const edit = await as(
        caller,
        'POST',
        `track/${cast.routeburn}/feedback/${ownerReview}`,
        trackReview({ rating: 1 }),
      );
      expect(edit.statusCode).toBe(403);
      expect(edit.json().error).toBe('You can only change your own reviews.');
      const remove = await as(caller, 'DELETE', `reviews?id=${ownerReview}`);
      expect(remove.statusCode).toBe(403);
      const photos = await as(caller, 'GET', `review/${ownerReview}/load`);
      expect(photos.statusCode).toBe(403);
    }
    expect((await place()).feedback.find((r) => r.id === ownerReview)?.rating).toBe(2);
    expect((await as('owner', 'DELETE', 'reviews?id=999999')).statusCode).toBe(404);
  });

  test("My Reviews lists the walker's own reviews a page at a time", async () => {
    const first = await myReviews('owner', 'page=0&items=1');
    expect(first.list).toHaveLength(1);
    expect(first.all_loaded).toBe(false);
    const second = await myReviews('owner', 'page=1&items=1');
    expect(second.all_loaded).toBe(true);
    const ids = [...first.list, ...second.list].map((r) => r.parent.slug).sort();
    expect(ids).toEqual(['mueller-hut', 'routeburn-track']);
    expect((await myReviews('editor')).list).toEqual([]);
  });
});

describe('review photos are made safe (spec 2 §5)', () => {
  let reviewId: number;
  beforeAll(async () => {
    reviewId = await review('editor', cast.routeburn, trackReview({ rating: 3 }));
  });

  test('a 4000×3000 phone photo with GPS comes back at most 1280×720, upright, with no EXIF', async () => {
    const original = await phonePhotoWithGps(4000, 3000);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await attach('editor', reviewId, original);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json() as { id: number; url: string; state: string };
    expect(photo.state).toBe('pending');

    const file = await served(photo.url, 'editor');
    expect(file.status).toBe(200);
    const stored = await sharp(file.body).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 960, height: 720 });
    expect(stored.exif).toBeUndefined();
    expect(file.body.includes(Buffer.from('GPS'))).toBe(false);
  });

  test('a photo is turned by its EXIF orientation, and a small one is never enlarged', async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await attach('editor', reviewId, sideways);
    expect(res.statusCode, res.body).toBe(201);
    const stored = await sharp((await served(res.json().url, 'editor')).body).metadata();
    expect(stored).toMatchObject({ width: 200, height: 400 });
    expect(stored.orientation).toBeUndefined();
  });

  test('a text file named .jpg, a GIF and a broken JPEG are refused with a readable message', async () => {
    const text = await attach('editor', reviewId, Buffer.from('not a photo at all\n'), 'summit.jpg');
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe(REVIEW_PHOTO_TYPES_MESSAGE);

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await attach('editor', reviewId, gif, 'a.gif', 'image/gif')).json().error).toBe(
      REVIEW_PHOTO_TYPES_MESSAGE,
    );

    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    const res = await attach('editor', reviewId, broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/could not be read/);
  });

  test("a 4th photo is refused with the spec's words, and nobody else may attach", async () => {
    const third = await attach('editor', reviewId, await jpeg(640, 480));
    expect(third.statusCode, third.body).toBe(201);
    const fourth = await attach('editor', reviewId, await jpeg(640, 480));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().error).toBe(TOO_MANY_REVIEW_PHOTOS);

    const stranger = await attach('stranger', reviewId, await jpeg(10, 10));
    expect(stranger.statusCode).toBe(403);
  });

  test("waiting photos are the reviewer's and staff's to see; others see none", async () => {
    const [mine] = (await myReviews('editor')).list;
    expect(mine!.pendingAttachmentsCount).toBe(3);
    expect(mine!.attachments).toHaveLength(3);
    const onThePlace = (await place()).feedback.find((r) => r.id === reviewId)!;
    expect(onThePlace.attachments).toEqual([]);
    expect(onThePlace.pendingAttachmentsCount).toBe(0);

    const url = mine!.attachments[0]!.url;
    expect((await served(url, 'staff')).status).toBe(200);
    expect((await served(url, 'stranger')).status).toBe(404);
    expect((await served(url, 'guest')).status).toBe(404);
  });
});

describe('moderation (issue 16)', () => {
  let reviewId: number;
  let photoIds: number[];
  beforeAll(async () => {
    reviewId = await review('invitee', cast.routeburn, trackReview({ rating: 5 }));
    photoIds = [];
    for (const size of [800, 900]) {
      const res = await attach('invitee', reviewId, await jpeg(size, 600));
      expect(res.statusCode, res.body).toBe(201);
      photoIds.push(res.json().id);
    }
  });

  test('everyone but staff gets 403 from every moderation endpoint', async () => {
    for (const caller of ['owner', 'invitee', 'stranger'] as const) {
      for (const [method, url] of [
        ['GET', 'review-photos/pending'],
        ['POST', `review-photos/${photoIds[0]}/approve`],
        ['POST', `review-photos/${photoIds[0]}/reject`],
      ] as const) {
        const res = await as(caller, method, url);
        expect(res.statusCode, `${caller} ${url}`).toBe(403);
        expect(res.json().error).toBe('Only Waymark staff can moderate review photos.');
      }
    }
  });

  test('staff approve one photo and reject the other; the reviewer sees the count change', async () => {
    const pending = PendingReviewPhotosSchema.parse(
      (await as('staff', 'GET', 'review-photos/pending')).json(),
    );
    expect(pending.list.map((p) => p.id)).toEqual(expect.arrayContaining(photoIds));
    expect(pending.list.find((p) => p.id === photoIds[0])?.place.slug).toBe('routeburn-track');

    const mine = async () => (await myReviews('invitee')).list.find((r) => r.id === reviewId)!;
    expect((await mine()).pendingAttachmentsCount).toBe(2);

    const approved = await as('staff', 'POST', `review-photos/${photoIds[0]}/approve`);
    expect(approved.json()).toEqual({ id: photoIds[0], state: 'approved' });
    const rejected = await as('staff', 'POST', `review-photos/${photoIds[1]}/reject`);
    expect(rejected.json()).toEqual({ id: photoIds[1], state: 'rejected' });

    expect((await mine()).pendingAttachmentsCount).toBe(0);
    const shown = (await place()).feedback.find((r) => r.id === reviewId)!;
    expect(shown.attachments.map((a) => a.id)).toEqual([photoIds[0]]);
    // An approved photo is public at its address; a rejected one's file is gone.
    expect((await served(shown.attachments[0]!.url)).status).toBe(200);
    expect((await served(`/api/v1/review-photos/${photoIds[1]}/file`, 'invitee')).status).toBe(404);

    const twice = await as('staff', 'POST', `review-photos/${photoIds[0]}/reject`);
    expect(twice.statusCode).toBe(409);
  });

  test('deleting a review takes its photos with it', async () => {
    const [photo] = (await place()).feedback.find((r) => r.id === reviewId)!.attachments;
    const res = await as('invitee', 'DELETE', `reviews?id=${reviewId}`);
    expect(res.statusCode).toBe(204);
    expect((await served(photo!.url)).status).toBe(404);
    expect((await place()).feedback.some((r) => r.id === reviewId)).toBe(false);
  });
});

describe('deleting an account (spec 1 §8)', () => {
  test("takes the walker's reviews and photos with it, and the place's rating follows", async () => {
    const leaver = await activeUser(cast.ctx, 'reviews-leaver@example.nz');
    const before = (await place('huts/mueller-hut')).rating_count;
    const res = await cast.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/track/${muellerHut}/feedback`,
      headers: bearer(leaver),
      payload: { type: 'hut', date: today, rating: 1 },
    });
    const { reviewID } = ReviewSavedSchema.parse(res.json());
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await jpeg(50, 50))], { type: 'image/jpeg' }), 'hut.jpg');
    const photo = await cast.ctx.app.inject({
      method: 'POST',
      url: `/api/v1/review/${reviewID}/attach`,
      headers: bearer(leaver),
      payload: form,
    });
    expect(photo.statusCode, photo.body).toBe(201);
    expect((await place('huts/mueller-hut')).rating_count).toBe(before + 1);

    const deleted = await cast.ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/user',
      headers: bearer(leaver),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await place('huts/mueller-hut')).rating_count).toBe(before);
    expect((await served(photo.json().url, 'staff')).status).toBe(404);
  });
});

describe('wishlist and mark complete (spec 2 §4)', () => {
  test('the wishlist toggles and is there on a second login', async () => {
    const added = await as('owner', 'POST', `wishlist/${cast.routeburn}?type=Track`);
    expect(added.statusCode, added.body).toBe(200);
    expect(UserSchema.parse(added.json()).wishlist).toEqual([{ id: cast.routeburn, type: 'Track' }]);

    const secondDevice = await loginToken(cast.ctx, EMAILS.owner);
    const user = await cast.ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: bearer(secondDevice),
    });
    expect(UserSchema.parse(user.json()).wishlist).toEqual([{ id: cast.routeburn, type: 'Track' }]);

    const removed = await as('owner', 'POST', `wishlist/${cast.routeburn}?type=Track`);
    expect(UserSchema.parse(removed.json()).wishlist).toEqual([]);
    expect((await as('owner', 'POST', `wishlist/${cast.routeburn}?type=Hut`)).statusCode).toBe(404);
  });

  test('My Wishlist lists the wishlisted places with what their tiles show, last added first', async () => {
    const listed = async () => {
      const res = await as('editor', 'GET', 'wishlist');
      expect(res.statusCode, res.body).toBe(200);
      return WishlistPlacesSchema.parse(res.json()).list;
    };
    expect(await listed()).toEqual([]);
    await as('editor', 'POST', `wishlist/${cast.routeburn}?type=Track`);
    await as('editor', 'POST', `wishlist/${muellerHut}?type=Hut`);
    const [hut, track] = await listed();
    expect(hut).toMatchObject({ id: muellerHut, type: 'Hut', slug: 'mueller-hut', title: 'Mueller Hut' });
    expect(track).toMatchObject({ id: cast.routeburn, type: 'Track', slug: 'routeburn-track' });
    expect(track!.regions.length).toBeGreaterThan(0);
    // Someone else's wishlist is not mine.
    expect(WishlistPlacesSchema.parse((await as('owner', 'GET', 'wishlist')).json()).list).toEqual([]);

    await as('editor', 'POST', `wishlist/${muellerHut}?type=Hut`);
    expect((await listed()).map((p) => p.id)).toEqual([cast.routeburn]);
  });

  test('completing a trip answers the plans list and completes the plan for it', async () => {
    const created = await as('stranger', 'POST', 'plan', {
      location: { id: cast.routeburn },
      custom_trip_name: 'Routeburn today',
      date: tripIn(0),
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = PlanSchema.parse(created.json());
    expect(plan.is_complete).toBe(false);

    const future = await as('stranger', 'POST', 'mark-complete', {
      id: cast.routeburn,
      type: 'track',
      date: tripIn(1).start,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toBe('Date cannot be in the future');

    const done = await as('stranger', 'POST', 'mark-complete', {
      id: cast.routeburn,
      type: 'track',
      date: today,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual([{ location: { id: cast.routeburn, type: 'Track' }, completed: true }]);
    const reread = PlanSchema.parse((await as('stranger', 'GET', `plan/${plan.guid}/readonly`)).json());
    expect(reread.is_complete).toBe(true);

    // A hut completed without a plan is a completed trip too, and the user's plans say so.
    await as('stranger', 'POST', 'mark-complete', { id: muellerHut, type: 'hut', date: today });
    const user = UserSchema.parse((await as('stranger', 'GET', 'user')).json());
    expect(user.plans).toContainEqual({ location: { id: muellerHut, type: 'Hut' }, completed: true });
  });
});
