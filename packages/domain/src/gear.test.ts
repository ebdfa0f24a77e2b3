import { describe, expect, test } from 'vitest';
import {
  defaultGearList,
  gearFromLegacyList,
  initialPlanGear,
  GearListTemplateInputSchema,
  newCategoryTitle,
  packedCount,
  PlanGearSchema,
  PlanGearUpdateSchema,
  samePlanGear,
  totalWeight,
} from './gear.ts';

describe('gear lists (spec 3 §3)', () => {
  test('a new list is one category with one empty item, and new categories count up', () => {
    expect(defaultGearList()).toEqual([
      { title: 'Category 1', items: [{ title: '', notes: '', packed: false, weight: null }] },
    ]);
    expect(newCategoryTitle(3)).toBe('Category 3');
  });

  test('a legacy list is grouped by its category titles, in order, with "Other" for none', () => {
    const list = gearFromLegacyList([
      { title: 'Raincoat', category: 'Clothing', checked: true },
      { title: 'Matches', checked: false },
      { title: 'Beanie', category: 'Clothing', checked: false },
    ]);
    expect(list.map((category) => category.title)).toEqual(['Clothing', 'Other']);
    expect(list[0]!.items.map((item) => [item.title, item.packed])).toEqual([
      ['Raincoat', true],
      ['Beanie', false],
    ]);
  });

  test('"N of M packed" counts only items with a name; the weight adds what was weighed', () => {
    const list = [
      {
        title: 'Shelter',
        items: [
          { title: 'Tent', notes: '', packed: true, weight: 1800 },
          { title: 'Pegs', notes: '', packed: false, weight: null },
          { title: ' ', notes: '', packed: true, weight: 200 },
        ],
      },
    ];
    expect(packedCount(list)).toEqual({ packed: 1, total: 2 });
    expect(totalWeight(list)).toBe(2000);
  });

  test('a list needs a name, and a plan list says where it came from', () => {
    expect(
      GearListTemplateInputSchema.safeParse({ title: ' ', categories: [] }).error?.issues[0]?.message,
    ).toBe('Give the gear list a name.');
    expect(PlanGearSchema.safeParse({ list: [], list_type: 'borrowed' }).success).toBe(false);
    expect(PlanGearSchema.parse({ list: [], list_type: 'default', list_preset_id: 'day-walk' })).toEqual({
      list: [],
      list_type: 'default',
      list_preset_id: 'day-walk',
      list_custom_id: null,
    });
  });

  test('two plan lists are the same when they say the same, however their fields were stored', () => {
    const gear = PlanGearSchema.parse({
      list: [{ title: 'Clothing', items: [{ title: 'Raincoat', packed: true }] }],
      list_type: 'default',
      list_preset_id: 'day-walk',
    });
    const reordered = JSON.parse(
      '{"list_custom_id":null,"list_preset_id":"day-walk","list_type":"default","list":[{"items":[{"weight":null,"packed":true,"notes":"","title":"Raincoat"}],"title":"Clothing"}]}',
    );
    expect(samePlanGear(gear, reordered)).toBe(true);
    expect(samePlanGear(gear, { ...gear, list: [{ title: 'Clothing', items: [] }] })).toBe(false);
    expect(samePlanGear(null, null)).toBe(true);
    expect(samePlanGear(gear, null)).toBe(false);
  });

  test('the gear save may say which version of the plan it was made from', () => {
    expect(
      PlanGearUpdateSchema.parse({ list: [], list_type: 'custom', list_custom_id: 4, version: 3 }),
    ).toEqual({
      list: [],
      list_type: 'custom',
      list_preset_id: null,
      list_custom_id: 4,
      version: 3,
    });
  });
});

describe('the list a gear page opens with (spec 3 §4)', () => {
  const item = { title: 'Raincoat', notes: '', packed: false, weight: null };
  const dayWalk = { id: 'day-walk', title: 'Day walk', categories: [{ title: 'Clothing', items: [item] }] };
  const hut = { id: 'hut', title: 'Overnight in a hut', categories: [{ title: 'Sleeping', items: [item] }] };
  const place = { gear_list_presets: [dayWalk, hut], duration_category_gear_list: 'hut' };

  test('the plan’s own list first, then a legacy list converted', () => {
    const own = { list: [], list_type: 'custom' as const, list_preset_id: null, list_custom_id: 4 };
    expect(initialPlanGear(place, own)).toBe(own);
    expect(initialPlanGear(place, null, [{ title: 'Map', checked: true }]).list).toEqual([
      { title: 'Other', items: [{ title: 'Map', notes: '', packed: true, weight: null }] },
    ]);
  });

  test('else the duration category’s preset, else the first preset, else the default list', () => {
    expect(initialPlanGear(place, null).list_preset_id).toBe('hut');
    expect(initialPlanGear({ ...place, duration_category_gear_list: null }, null).list_preset_id).toBe(
      'day-walk',
    );
    expect(initialPlanGear({ gear_list_presets: [], duration_category_gear_list: null }, null).list).toEqual(
      defaultGearList(),
    );
  });
});
