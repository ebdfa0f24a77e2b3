import { z } from 'zod';
import { RECORD_ID_MAX } from './limits.ts';
import { multiLineText, oneLineText } from './safe-text.ts';

/**
 * Gear lists (spec 3 §3–§5): the list packed for a trip plan, the walker's own reusable lists
 * (templates) and Waymark's presets, with the limits and questions both sides use.
 */

// ---------------------------------------------------------------- limits and texts (spec 3 §5, §8, §9)

export const GEAR_LIMITS = {
  listTitle: 60,
  categoryTitle: 60,
  itemTitle: 100,
  itemNotes: 500,
  categories: 50,
  itemsPerCategory: 200,
  /** Custom lists one account keeps. */
  templates: 100,
  /** Beyond the spec (as PackRat and LighterPack offer): an item's weight, up to 50 kg. */
  itemGrams: 50_000,
} as const;

export const DELETE_CATEGORY_QUESTION = 'Are you sure you want to delete this category?';
export const DELETE_ITEM_QUESTION = 'Are you sure you want to delete this list item?';
export const SWITCH_LIST_QUESTION =
  'Do you want to switch to a new gear list for this plan? All edits made to the current gear list will not be saved when switching to a new gear list.';
export const GEAR_SAVE_FAILED = 'Something has gone wrong while saving the gear list';
/** The plan page's gear save button: before, while and after saving (spec 3 gear list page). */
export const GEAR_SAVE_LABELS = {
  idle: 'Save gear list to trip plan',
  saving: 'Saving',
  saved: 'Saved',
} as const;
export const NO_CUSTOM_GEAR_LISTS = "You don't have any custom gear lists";
export const CREATE_CUSTOM_GEAR_LIST = 'Create a custom gear list';
export const MY_GEAR_LISTS_EMPTY = 'You have no custom gear lists.';
/** The custom-gear-list dropdown for a guest (spec 3), with its "Create a free account" button. */
export const customGearListsForGuests = (productName: string) =>
  `Sign up to ${productName} to create custom gear lists`;
/** The custom-gear-list dropdown's greatest height, in pixels (spec 3 §9). */
export const GEAR_DROPDOWN_MAX_HEIGHT = 180;

/** Spec 3 §3: a new category is "Category N", N counting the categories it makes. */
export const newCategoryTitle = (count: number) => `Category ${count}`;

// ---------------------------------------------------------------- the list

export const GearItemSchema = z.object({
  title: oneLineText('Item').max(
    GEAR_LIMITS.itemTitle,
    `An item is at most ${GEAR_LIMITS.itemTitle} characters.`,
  ),
  notes: multiLineText('Notes')
    .max(GEAR_LIMITS.itemNotes, `Notes are at most ${GEAR_LIMITS.itemNotes} characters.`)
    .default(''),
  packed: z.boolean().default(false),
  /** Grams; null when not weighed. */
  weight: z.number().int().min(0).max(GEAR_LIMITS.itemGrams).nullable().default(null),
});
export type GearItem = z.infer<typeof GearItemSchema>;

export const GearCategorySchema = z.object({
  title: oneLineText('Category').max(
    GEAR_LIMITS.categoryTitle,
    `A category is at most ${GEAR_LIMITS.categoryTitle} characters.`,
  ),
  items: z
    .array(GearItemSchema)
    .max(GEAR_LIMITS.itemsPerCategory, `A category holds at most ${GEAR_LIMITS.itemsPerCategory} items.`),
});
export type GearCategory = z.infer<typeof GearCategorySchema>;

export const GearCategoriesSchema = z
  .array(GearCategorySchema)
  .max(GEAR_LIMITS.categories, `A gear list holds at most ${GEAR_LIMITS.categories} categories.`);

/** Spec 3 §3: the default list is one category with one empty item. */
export function defaultGearList(): GearCategory[] {
  return [{ title: newCategoryTitle(1), items: [{ title: '', notes: '', packed: false, weight: null }] }];
}

/** A walker's own list (spec 3 §3 "Gear list" template), kept in My Gear Lists. */
export const GearListTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  categories: z.array(GearCategorySchema),
});
export type GearListTemplate = z.infer<typeof GearListTemplateSchema>;
/** `GET user/gear-list-template`: the walker's lists. */
export const GearListTemplatesSchema = z.array(GearListTemplateSchema);

export const GearListTemplateInputSchema = z.object({
  title: oneLineText('Title')
    .trim()
    .min(1, 'Give the gear list a name.')
    .max(GEAR_LIMITS.listTitle, `A gear list's name is at most ${GEAR_LIMITS.listTitle} characters.`),
  categories: GearCategoriesSchema,
});
export type GearListTemplateInput = z.infer<typeof GearListTemplateInputSchema>;

/** `POST user/gear-list-template`: empty for a new list, or the id of a list to duplicate. */
export const NewGearListTemplateSchema = z.object({
  id: z.number().int().positive().max(RECORD_ID_MAX).optional(),
});

/** What `POST user/gear-list-template` calls a new list. */
export const NEW_GEAR_LIST_TITLE = 'New gear list';
/** A duplicate's title, "Copy of …", cut to the title limit. */
export const copiedGearListTitle = (title: string) =>
  `Copy of ${title}`.slice(0, GEAR_LIMITS.listTitle).trimEnd();
/** Spec 3 §9 has no number; the limit keeps one account's lists a list, not a store. */
export const TOO_MANY_GEAR_LISTS = `You can keep up to ${GEAR_LIMITS.templates} gear lists. Delete one you no longer use to make room.`;

/** Waymark's own starting list for a kind of trip, e.g. "Overnight in a hut". */
export const GearPresetSchema = z.object({
  id: z.string(),
  title: z.string(),
  categories: z.array(GearCategorySchema),
});
export type GearPreset = z.infer<typeof GearPresetSchema>;

// ---------------------------------------------------------------- a plan's list (spec 3 §3 gearList)

export const GEAR_LIST_TYPES = ['default', 'custom'] as const;

/** The body of `PUT plan/{id}/gear`, and a plan's `gearList`. */
export const PlanGearSchema = z.object({
  list: GearCategoriesSchema,
  /** Default: from one of Waymark's presets; custom: from one of the walker's own lists. */
  list_type: z.enum(GEAR_LIST_TYPES),
  list_preset_id: z.string().max(60).nullable().default(null),
  list_custom_id: z.number().int().positive().max(RECORD_ID_MAX).nullable().default(null),
});
export type PlanGear = z.infer<typeof PlanGearSchema>;

/**
 * The body of `PUT plan/{id}/gear`: the list, and optionally the plan version it was made from.
 * Spec 3's body has no version, so without one the list is saved over whatever is stored (only
 * the owner edits a plan's gear, so the only race is the owner's own two tabs); with one, a
 * list made from an older copy of the plan is refused with 409, as whole-plan saves are.
 */
export const PlanGearUpdateSchema = PlanGearSchema.extend({
  version: z.number().int().min(0).optional(),
});
export type PlanGearUpdate = z.infer<typeof PlanGearUpdateSchema>;

/** Whether two plan gear lists say the same, whatever order their fields were stored in. */
export function samePlanGear(a: PlanGear | null, b: PlanGear | null): boolean {
  const canonical = (gear: PlanGear | null) =>
    gear &&
    JSON.stringify([
      gear.list_type,
      gear.list_preset_id,
      gear.list_custom_id,
      gear.list.map((category) => [
        category.title,
        category.items.map((item) => [item.title, item.notes, item.packed, item.weight]),
      ]),
    ]);
  return canonical(a) === canonical(b);
}

/** Spec 3 §3: the legacy plan gear_list, a flat list of items with their category's title. */
export const LegacyGearItemSchema = z.object({
  category: z.string().optional(),
  checked: z.boolean().default(false),
  title: z.string(),
});
export type LegacyGearItem = z.infer<typeof LegacyGearItemSchema>;

/** A legacy list in the new shape: items grouped by category in first-seen order, else "Other". */
export function gearFromLegacyList(items: readonly LegacyGearItem[]): GearCategory[] {
  const categories = new Map<string, GearCategory>();
  for (const item of items) {
    const title = item.category?.trim() || 'Other';
    const category = categories.get(title) ?? { title, items: [] };
    category.items.push({ title: item.title, notes: '', packed: item.checked, weight: null });
    categories.set(title, category);
  }
  return [...categories.values()];
}

// ---------------------------------------------------------------- what the page shows

/** "N of M packed": the items with a title, and how many of them are packed. */
export function packedCount(list: readonly GearCategory[]): { packed: number; total: number } {
  const items = list.flatMap((category) => category.items).filter((item) => item.title.trim() !== '');
  return { packed: items.filter((item) => item.packed).length, total: items.length };
}

/** The weight of every weighed item, in grams. */
export function totalWeight(list: readonly GearCategory[]): number {
  return list.flatMap((category) => category.items).reduce((sum, item) => sum + (item.weight ?? 0), 0);
}

/** What a place offers to start a gear list from (spec 2 §3 gear_list_presets, duration_category_gear_list). */
export type PlaceGearPresets = {
  gear_list_presets: readonly GearPreset[];
  duration_category_gear_list: string | null;
};

/** A preset as a plan's list, remembering which preset it came from. */
export function planGearFromPreset(preset: GearPreset): PlanGear {
  return { list: preset.categories, list_type: 'default', list_preset_id: preset.id, list_custom_id: null };
}

/**
 * Spec 3 §4, the list a gear page opens with: the plan's own list when it has one (a legacy flat
 * list converted); else the preset for the place's duration category; else the place's first
 * preset; else the default list.
 */
export function initialPlanGear(
  place: PlaceGearPresets,
  planGear: PlanGear | null | undefined,
  legacy?: readonly LegacyGearItem[],
): PlanGear {
  if (planGear) return planGear;
  if (legacy && legacy.length > 0)
    return {
      list: gearFromLegacyList(legacy),
      list_type: 'default',
      list_preset_id: null,
      list_custom_id: null,
    };
  const preset =
    place.gear_list_presets.find((each) => each.id === place.duration_category_gear_list) ??
    place.gear_list_presets[0];
  return preset
    ? planGearFromPreset(preset)
    : { list: defaultGearList(), list_type: 'default', list_preset_id: null, list_custom_id: null };
}
