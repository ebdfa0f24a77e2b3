import {
  copiedGearListTitle,
  defaultGearList,
  GEAR_LIMITS,
  NEW_GEAR_LIST_TITLE,
  TOO_MANY_GEAR_LISTS,
  type GearListTemplate,
  type GearListTemplateInput,
} from '@waymark/domain';
import type { Database } from '#api/db/client.ts';
import { HttpError } from '#api/http/http-error.ts';
import {
  deleteOwnGearList,
  findOwnGearList,
  gearListsOf,
  insertGearListWithin,
  updateOwnGearList,
  type GearListFields,
  type GearListRow,
} from './gear-lists.repository.ts';

export const GEAR_LIST_NOT_FOUND = 'We could not find that gear list in your gear lists.';

function toGearList(row: GearListRow): GearListTemplate {
  return { id: row.id, title: row.title, categories: row.categories };
}

/**
 * A walker's own gear lists (spec 3 "My Gear Lists", §7 `user/gear-list-template`). Only the
 * owner reaches a list: another account's id answers as if it did not exist, so ids reveal nothing.
 */
export function createGearListsService(db: Database) {
  async function add(userId: number, fields: GearListFields): Promise<GearListTemplate> {
    const added = await db.transaction((tx) =>
      insertGearListWithin(tx, userId, fields, GEAR_LIMITS.templates),
    );
    // The account was deleted while the list was being added.
    if (added === 'no-account') throw HttpError.unauthorized();
    if (added === 'full') throw HttpError.badRequest(TOO_MANY_GEAR_LISTS);
    return toGearList(added);
  }

  return {
    async list(userId: number): Promise<GearListTemplate[]> {
      return (await gearListsOf(db, userId)).map(toGearList);
    },

    /** A new list (spec 3 §3: one category with one empty item), or a copy of one of the caller's. */
    async create(userId: number, duplicateOf: number | undefined): Promise<GearListTemplate> {
      if (duplicateOf === undefined)
        return add(userId, { title: NEW_GEAR_LIST_TITLE, categories: defaultGearList() });
      const original = await findOwnGearList(db, userId, duplicateOf);
      if (!original) throw HttpError.notFound(GEAR_LIST_NOT_FOUND);
      return add(userId, { title: copiedGearListTitle(original.title), categories: original.categories });
    },

    async update(userId: number, id: number, input: GearListTemplateInput): Promise<GearListTemplate> {
      const row = await updateOwnGearList(db, userId, id, input);
      if (!row) throw HttpError.notFound(GEAR_LIST_NOT_FOUND);
      return toGearList(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await deleteOwnGearList(db, userId, id))) throw HttpError.notFound(GEAR_LIST_NOT_FOUND);
    },
  };
}

export type GearListsService = ReturnType<typeof createGearListsService>;
