import { execFile } from 'node:child_process';
import { openSync } from 'fontkit';
import { describe, expect, test } from 'vitest';
import { PLAN_DOCUMENT_FONTS, renderPlanDocument, type PlanDocumentView } from './plan-document.ts';

/** pdfkit draws a blank box for a character its font lacks, and has no fallback font. */
const NEEDED = 'ĀāĒēĪīŌōŪū' + '→—–·°☑☐' + 'ABCxyz0123456789.,:;()/@-';

const view: PlanDocumentView = {
  productName: 'Waymark',
  tripName: 'Mueller Hut overnight',
  place: { title: 'Mueller Hut', summary: 'Hut · Canterbury' },
  route: { lines: [], point: [170.0713, -43.7212], pointName: 'Hut', source: 'The line is the track.' },
  when: null,
  planner: { name: 'Aroha Walker', relationship: 'Made this plan', phone: '027 555 0199', email: '' },
  group: [{ name: 'Tāne Wīremu', relationship: 'Friend', phone: '021 555 0123', email: '' }],
  emergencyContact: null,
  dailyPlans: [],
  note: 'Up on Saturday, down on Sunday.',
  vehicle: { description: '', registration: '', parkedAt: '' },
  equipment: [{ name: 'Personal locator beacon', carried: true }],
  alternativeRoute: '',
  gear: [
    {
      title: 'Clothing',
      items: [
        { title: 'Rain jacket', packed: true },
        { title: 'Thermal top', packed: false },
      ],
    },
    { title: 'Empty category', items: [] },
  ],
  alerts: { intro: 'No alerts available for your trip dates.', items: [] },
  forecast: { intro: 'No forecast available for your trip dates.', items: [] },
  generatedAt: '3:41pm Wed 25th Nov 2026',
  onlineUrl: null,
};

function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-enc', 'UTF-8', '-', '-'], (error, stdout) =>
      error ? reject(error) : resolve(stdout.replace(/\s+/g, ' ')),
    );
    child.stdin!.end(pdf);
  });
}

describe('the trip-plan document', () => {
  test.each(Object.entries(PLAN_DOCUMENT_FONTS))(
    'its %s font has a glyph for every character it needs',
    (_, file) => {
      const font = openSync(file);
      if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection`);
      const missing = [...NEEDED].filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!));
      expect(missing).toEqual([]);
    },
  );

  test('a plan with a gear list prints it, ticked as packed, leaving out empty categories', async () => {
    const text = await pdfText(await renderPlanDocument(view));
    expect(text).toContain('Gear carried Clothing ☑ Rain jacket ☐ Thermal top');
    expect(text).not.toContain('Empty category');
  });

  test('a plan without dates or a track line still tells searchers where and what to do', async () => {
    const text = await pdfText(await renderPlanDocument(view));
    expect(text).toContain('Dates Not chosen yet.');
    expect(text).toContain('Tell them when the group said they expected to be out.');
    expect(text).toMatch(/Hut: 43\.7212° S, 170\.0713° E \(NZTM \d{7} E \d{7} N\)/);
    expect(text).toContain('Trip note Up on Saturday, down on Sunday.');
    expect(text).toContain('No emergency contact has been chosen.');
  });

  test('the group starts with whoever made the plan, in full and with their phone', async () => {
    const text = await pdfText(await renderPlanDocument(view));
    // An empty email is printed as a dash.
    expect(text).toContain(
      'The group NAME RELATIONSHIP PHONE EMAIL Aroha Walker Made this plan 027 555 0199 – Tāne Wīremu Friend 021 555 0123',
    );
  });
});
