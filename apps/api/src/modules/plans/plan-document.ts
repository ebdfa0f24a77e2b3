import { createRequire } from 'node:module';
import { wgs84ToNztm, type LngLat } from '@waymark/domain';
import PDFDocument from 'pdfkit';

/**
 * The trip plan as a printable document (issue 12): what a Police search and rescue coordinator
 * works from when a group is overdue. It takes a plain view model, everything already worded,
 * and knows nothing of plans, the database or HTTP.
 */

const require = createRequire(import.meta.url);
/**
 * pdfkit's built-in Helvetica cannot draw macrons (Ōhakune, Tūātapere) and pdfkit has no font
 * fallback, so the document embeds DejaVu Sans, which has them and the arrows used here.
 */
export const PLAN_DOCUMENT_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export type DocumentContact = { name: string; relationship: string; phone: string; email: string };
/** A titled piece of text: a day of the plan, an alert, a day's forecast. */
export type DocumentItem = { title: string; text: string };

export type PlanDocumentView = {
  productName: string;
  tripName: string;
  /** "Tongariro Alpine Crossing", "Track · Central North Island · 19.4 km · 7–8 hr one way". */
  place: { title: string; summary: string };
  /**
   * The track's line as stored (empty for a hut or campsite), the place's point (null for a
   * custom track with no markers) and where the line comes from, in words.
   */
  route: { lines: LngLat[][]; point: LngLat | null; pointName: string; source: string };
  /** Null while the trip has no dates. */
  when: {
    starts: string;
    expectedOut: string;
    length: string;
    /** When the emergency contact is emailed if nobody has checked in; null unless that is armed. */
    alarm: string | null;
  } | null;
  /** Who made the plan, the person checking the group in: first in the group's table. */
  planner: DocumentContact;
  group: DocumentContact[];
  emergencyContact: DocumentContact | null;
  dailyPlans: DocumentItem[];
  note: string;
  vehicle: { description: string; registration: string; parkedAt: string };
  equipment: { name: string; carried: boolean }[];
  alternativeRoute: string;
  /** The plan's gear list by category; a plan without one prints no gear section. */
  gear: { title: string; items: { title: string; packed: boolean }[] }[];
  alerts: { intro: string; items: DocumentItem[] };
  forecast: { intro: string; items: DocumentItem[] };
  generatedAt: string;
  /** The read-only page, kept up to date, once the plan is shared; null before. */
  onlineUrl: string | null;
};

const COLOUR = {
  ink: '#1a1a1a',
  muted: '#575757',
  accent: '#1f4e3d',
  rule: '#c8c8c8',
  stripe: '#f2f2ee',
  danger: '#a4161a',
  dangerFill: '#fdeceb',
  land: '#f4f1e6',
  route: '#d2560f',
  start: '#1e7d46',
  end: '#a4161a',
};
const SIZE = { title: 22, heading: 13, body: 10, small: 8.5 };
const MAP_HEIGHT = 270;
/** A hut or campsite has no line: its map shows this many metres around its point. */
const POINT_MAP_SPAN_M = 2000;

export function renderPlanDocument(view: PlanDocumentView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 48, bottom: 60, left: 48, right: 48 },
    bufferPages: true,
    lang: 'en-NZ',
    info: {
      Title: `Trip Plan - ${view.tripName}`,
      Author: view.productName,
      Subject: `Trip intentions: ${view.place.title}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', PLAN_DOCUMENT_FONTS.regular);
  doc.registerFont('bold', PLAN_DOCUMENT_FONTS.bold);

  const page = pageWriter(doc);
  writeHeader(page, view);
  writeWhen(page, view);
  writeOverdue(page, view);
  writeGroup(page, view);
  page.heading('Route', MAP_HEIGHT + 80);
  drawRoute(page, view.route);
  writeSafety(page, view);
  writeDays(page, view);
  if (view.gear.some((category) => category.items.length > 0)) writeGear(page, view.gear);
  page.heading('Alerts');
  page.items(view.alerts.intro, view.alerts.items);
  page.heading('Weather forecast');
  page.items(view.forecast.intro, view.forecast.items);
  writeFooters(doc, view);
  doc.end();
  return finished;
}

type Doc = InstanceType<typeof PDFDocument>;
type PageWriter = ReturnType<typeof pageWriter>;

/** Writing down the page, starting a new one whenever the next block would not fit. */
function pageWriter(doc: Doc) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const LABEL_WIDTH = 135;

  function fit(height: number) {
    if (doc.y + height > bottom()) doc.addPage();
  }
  function body(size = SIZE.body, colour = COLOUR.ink) {
    return doc.font('regular').fontSize(size).fillColor(colour);
  }
  function bold(size = SIZE.body, colour = COLOUR.ink) {
    return doc.font('bold').fontSize(size).fillColor(colour);
  }
  function paragraph(text: string, options: { size?: number; colour?: string } = {}) {
    body(options.size, options.colour).text(text, left, doc.y, { width, lineGap: 1.5 });
    doc.y += 4;
  }

  return {
    doc,
    left,
    width,
    fit,
    body,
    bold,
    paragraph,

    /** A heading never ends a page: it keeps `keep` points of its section with it. */
    heading(title: string, keep = 70) {
      fit(keep);
      doc.y += 14;
      bold(SIZE.heading, COLOUR.accent).text(title, left, doc.y, { width });
      const y = doc.y + 2;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.8)
        .strokeColor(COLOUR.accent)
        .stroke();
      doc.y = y + 7;
    },

    /** Label and value side by side; rows whose value is empty are left out. */
    rows(rows: [label: string, value: string][]) {
      for (const [label, value] of rows.filter(([, value]) => value.trim() !== '')) {
        body();
        const valueHeight = doc.heightOfString(value, { width: width - LABEL_WIDTH, lineGap: 1.5 });
        bold(SIZE.body, COLOUR.muted);
        const height = Math.max(valueHeight, doc.heightOfString(label, { width: LABEL_WIDTH - 10 }));
        fit(height);
        const y = doc.y;
        doc.text(label, left, y, { width: LABEL_WIDTH - 10 });
        body().text(value, left + LABEL_WIDTH, y, { width: width - LABEL_WIDTH, lineGap: 1.5 });
        doc.y = y + height + 5;
      }
    },

    /** An introduction, then each item's title in bold over its text. */
    items(intro: string, items: DocumentItem[]) {
      if (intro) paragraph(intro, { colour: COLOUR.muted });
      for (const item of items) {
        fit(40);
        bold().text(item.title, left, doc.y, { width });
        doc.y += 1;
        if (item.text) paragraph(item.text);
        doc.y += 3;
      }
    },

    /** A table with a header row and light stripes, its columns' widths as fractions of the page. */
    table(columns: { title: string; share: number }[], rows: string[][]) {
      const widths = columns.map((column) => column.share * width);
      const PAD = 4;
      const rowHeight = (cells: string[]) =>
        Math.max(...cells.map((cell, i) => doc.heightOfString(cell || '–', { width: widths[i]! - 2 * PAD })));
      const drawRow = (cells: string[], shade: boolean) => {
        const height = rowHeight(cells) + 2 * PAD;
        const y = doc.y;
        if (shade) doc.rect(left, y, width, height).fill(COLOUR.stripe);
        let x = left;
        cells.forEach((cell, i) => {
          doc.fillColor(cell ? COLOUR.ink : COLOUR.muted).text(cell || '–', x + PAD, y + PAD, {
            width: widths[i]! - 2 * PAD,
          });
          x += widths[i]!;
        });
        doc.y = y + height;
      };
      const header = () => {
        bold(SIZE.small, COLOUR.muted);
        fit(rowHeight(columns.map((c) => c.title)) + 40);
        drawRow(
          columns.map((c) => c.title.toUpperCase()),
          false,
        );
        doc
          .moveTo(left, doc.y)
          .lineTo(left + width, doc.y)
          .lineWidth(0.5)
          .strokeColor(COLOUR.rule)
          .stroke();
      };
      header();
      rows.forEach((cells, index) => {
        body();
        if (doc.y + rowHeight(cells) + 8 > bottom()) {
          doc.addPage();
          header();
          body();
        }
        drawRow(cells, index % 2 === 1);
      });
      doc.y += 6;
    },
  };
}

function writeHeader(page: PageWriter, view: PlanDocumentView) {
  const { doc, left, width } = page;
  page
    .bold(SIZE.small, COLOUR.accent)
    .text('TRIP INTENTIONS', left, doc.y, { width, characterSpacing: 1.5, continued: false });
  doc.y += 2;
  page.bold(SIZE.title).text(view.tripName, left, doc.y, { width });
  doc.y += 2;
  if (view.tripName !== view.place.title) page.bold(12).text(view.place.title, left, doc.y, { width });
  page.body(SIZE.body, COLOUR.muted).text(view.place.summary, left, doc.y, { width });
  doc.y += 2;
  const made = `Made ${view.generatedAt} with ${view.productName}.`;
  const online = view.onlineUrl ? ` The latest version is online at ${view.onlineUrl}` : '';
  page.paragraph(made + online, { size: SIZE.small, colour: COLOUR.muted });
}

function writeWhen(page: PageWriter, { when }: PlanDocumentView) {
  page.heading('When');
  if (!when) {
    page.rows([['Dates', 'Not chosen yet.']]);
    return;
  }
  page.rows([
    ['Starts', when.starts],
    ['Expected out', when.expectedOut],
    ['Length', when.length],
    ...(when.alarm ? [['Emergency contact told', when.alarm] as [string, string]] : []),
  ]);
}

function writeOverdue(page: PageWriter, view: PlanDocumentView) {
  const { doc, left, width } = page;
  const PAD = 14;
  const inner = width - 2 * PAD;
  const expected = view.when
    ? `Tell them the group expected to be out by ${view.when.expectedOut}.`
    : 'Tell them when the group said they expected to be out.';
  const steps = [
    'In New Zealand, call 111 and ask for the Police.',
    'Give them this plan: where the group went, who is in it and what they carry.',
    expected,
  ];
  const stepText = steps.map((step, i) => `${i + 1}.  ${step}`).join('\n');
  page.bold(14);
  const titleHeight = doc.heightOfString('If this group is overdue', { width: inner });
  page.body(11);
  const stepsHeight = doc.heightOfString(stepText, { width: inner, lineGap: 3 });
  const height = titleHeight + stepsHeight + 2 * PAD + 6;
  doc.y += 12;
  page.fit(height);
  const top = doc.y;
  doc.rect(left, top, width, height).fill(COLOUR.dangerFill);
  doc.rect(left, top, width, height).lineWidth(2.5).strokeColor(COLOUR.danger).stroke();
  page.bold(14, COLOUR.danger).text('If this group is overdue', left + PAD, top + PAD, { width: inner });
  doc.y += 6;
  page.body(11).text(stepText, left + PAD, doc.y, { width: inner, lineGap: 3 });
  doc.y = top + height + 4;
}

/**
 * The track drawn from its own line, projected to NZTM2000 (the grid of NZ Topo50 maps, in
 * metres) so the scale bar is true: no map tiles can be fetched here, and a search team reads
 * the line against their own maps.
 */
function drawRoute(page: PageWriter, route: PlanDocumentView['route']) {
  const { doc, left, width } = page;
  page.fit(MAP_HEIGHT + 40);
  const top = doc.y + 4;
  const PAD = 22;
  const SCALE_ROOM = 26;
  doc.rect(left, top, width, MAP_HEIGHT).fill(COLOUR.land);
  doc.rect(left, top, width, MAP_HEIGHT).lineWidth(0.8).strokeColor(COLOUR.rule).stroke();

  const lines = route.lines.map((line) => line.map(([lng, lat]) => wgs84ToNztm(lng, lat)));
  const point = route.point;
  if (lines.length === 0 && !point) {
    page.paragraph('No route has been drawn for this trip.', { size: SIZE.small, colour: COLOUR.muted });
    return;
  }
  const points = lines.length > 0 ? lines.flat() : [wgs84ToNztm(...point!)];
  const eastings = points.map(([e]) => e);
  const northings = points.map(([, n]) => n);
  const [minE, maxE, minN, maxN] = [
    Math.min(...eastings),
    Math.max(...eastings),
    Math.min(...northings),
    Math.max(...northings),
  ];
  const spanE = Math.max(maxE - minE, lines.length > 0 ? 1 : POINT_MAP_SPAN_M);
  const spanN = Math.max(maxN - minN, lines.length > 0 ? 1 : POINT_MAP_SPAN_M);
  const boxWidth = width - 2 * PAD;
  const boxHeight = MAP_HEIGHT - 2 * PAD - SCALE_ROOM;
  const scale = Math.min(boxWidth / spanE, boxHeight / spanN); // points per metre
  const centre = [(minE + maxE) / 2, (minN + maxN) / 2] as const;
  const middle = [left + width / 2, top + PAD + boxHeight / 2] as const;
  const toPage = ([e, n]: [number, number]): [number, number] => [
    middle[0] + (e - centre[0]) * scale,
    middle[1] - (n - centre[1]) * scale,
  ];

  const traced = lines.map((line) => line.map(toPage));
  const trace = (colour: string, lineWidth: number) => {
    for (const line of traced) {
      doc.moveTo(...line[0]!);
      for (const point of line.slice(1)) doc.lineTo(...point);
      doc.lineWidth(lineWidth).lineJoin('round').lineCap('round').strokeColor(colour).stroke();
    }
  };
  trace('#ffffff', 6);
  trace(COLOUR.route, 3);

  const marker = (at: [number, number], colour: string, label: string, side: 'left' | 'right') => {
    doc.circle(at[0], at[1], 6).lineWidth(2).fillAndStroke(colour, '#ffffff');
    page.bold(9, colour);
    const labelWidth = doc.widthOfString(label);
    const wanted = side === 'right' ? at[0] + 10 : at[0] - 10 - labelWidth;
    const x = Math.min(Math.max(wanted, left + 4), left + width - labelWidth - 4);
    doc.text(label, x, at[1] - 5, { lineBreak: false });
  };
  const first = traced[0]?.[0];
  const last = traced.at(-1)?.at(-1);
  if (first && last) {
    const loop = Math.hypot(first[0] - last[0], first[1] - last[1]) < 8;
    if (loop) marker(first, COLOUR.start, 'Start and end', 'right');
    else {
      marker(last, COLOUR.end, 'End', first[0] <= last[0] ? 'right' : 'left');
      marker(first, COLOUR.start, 'Start', first[0] <= last[0] ? 'left' : 'right');
    }
  } else marker(toPage(wgs84ToNztm(...point!)), COLOUR.start, route.pointName, 'right');

  drawScaleBar(page, scale, left + PAD, top + MAP_HEIGHT - PAD + 2, boxWidth / 4);
  drawNorthArrow(page, left + width - PAD - 6, top + PAD - 6);

  doc.y = top + MAP_HEIGHT + 6;
  const ends =
    first && last
      ? [`Start: ${positionText(route.lines[0]![0]!)}`, `End: ${positionText(route.lines.at(-1)!.at(-1)!)}`]
      : [`${route.pointName}: ${positionText(point!)}`];
  page.paragraph(`${ends.join('\n')}\n${route.source} Carry a topographic map (NZ Topo50) to navigate.`, {
    size: SIZE.small,
    colour: COLOUR.muted,
  });
}

/** A bar of a round length (1, 2 or 5 × a power of ten metres) no longer than `longest` points. */
function drawScaleBar(page: PageWriter, pointsPerMetre: number, x: number, y: number, longest: number) {
  const { doc } = page;
  const most = longest / pointsPerMetre;
  const power = 10 ** Math.floor(Math.log10(most));
  const metres = [5, 2, 1].map((step) => step * power).find((length) => length <= most) ?? power;
  const length = metres * pointsPerMetre;
  doc.rect(x, y, length / 2, 5).fill(COLOUR.ink);
  doc.rect(x + length / 2, y, length / 2, 5).fill('#ffffff');
  doc.rect(x, y, length, 5).lineWidth(0.8).strokeColor(COLOUR.ink).stroke();
  const label = metres >= 1000 ? `${metres / 1000} km` : `${metres} m`;
  page.body(SIZE.small).text('0', x - 2, y + 7, { lineBreak: false });
  doc.text(label, x + length - doc.widthOfString(label) / 2, y + 7, { lineBreak: false });
}

function drawNorthArrow(page: PageWriter, x: number, y: number) {
  const { doc } = page;
  doc.polygon([x, y], [x - 6, y + 16], [x, y + 12], [x + 6, y + 16]).fill(COLOUR.ink);
  page.bold(9).text('N', x - 3.5, y + 18, { lineBreak: false });
}

/** "39.1445° S, 175.5810° E (NZTM 1823456 E 5661234 N)": degrees for GPS, the grid for Topo50. */
function positionText([lng, lat]: LngLat): string {
  const [easting, northing] = wgs84ToNztm(lng, lat);
  const degrees = `${Math.abs(lat).toFixed(4)}° ${lat < 0 ? 'S' : 'N'}, ${Math.abs(lng).toFixed(4)}° ${lng < 0 ? 'W' : 'E'}`;
  return `${degrees} (NZTM ${Math.round(easting)} E ${Math.round(northing)} N)`;
}

function contactRow(contact: DocumentContact): string[] {
  return [contact.name, contact.relationship, contact.phone, contact.email];
}
const CONTACT_COLUMNS = [
  { title: 'Name', share: 0.27 },
  { title: 'Relationship', share: 0.2 },
  { title: 'Phone', share: 0.2 },
  { title: 'Email', share: 0.33 },
];

function writeGroup(page: PageWriter, view: PlanDocumentView) {
  page.heading('The group');
  page.table(CONTACT_COLUMNS, [view.planner, ...view.group].map(contactRow));
  page.heading('Emergency contact');
  if (view.emergencyContact) page.table(CONTACT_COLUMNS, [contactRow(view.emergencyContact)]);
  else page.paragraph('No emergency contact has been chosen.');
}

function writeSafety(page: PageWriter, view: PlanDocumentView) {
  page.heading('Safety details');
  const { vehicle } = view;
  const none = 'Not given';
  page.rows([
    ['Vehicle', vehicle.description || none],
    ['Registration', vehicle.registration || none],
    ['Parked at', vehicle.parkedAt || none],
    ...view.equipment.map(({ name, carried }): [string, string] => [
      name,
      carried ? 'Carried' : 'Not carried',
    ]),
    ['Alternative route or bail-out', view.alternativeRoute || none],
  ]);
}

function writeDays(page: PageWriter, view: PlanDocumentView) {
  if (view.dailyPlans.length === 0 && !view.note) return;
  page.heading(view.dailyPlans.length > 0 ? 'Daily plans' : 'Trip note');
  if (view.dailyPlans.length > 0) {
    page.items('', view.dailyPlans);
    if (view.note) page.items('', [{ title: 'Trip note', text: view.note }]);
  } else page.paragraph(view.note);
}

function writeGear(page: PageWriter, gear: PlanDocumentView['gear']) {
  page.heading('Gear carried');
  page.items(
    '',
    gear
      .filter((category) => category.items.length > 0)
      .map((category) => ({
        title: category.title,
        text: category.items.map((item) => `${item.packed ? '☑' : '☐'} ${item.title}`).join('\n'),
      })),
  );
}

/** Every page says whose plan it is and which page of how many, so loose pages can be put back. */
function writeFooters(doc: Doc, view: PlanDocumentView) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { left, right, bottom } = doc.page.margins;
    const width = doc.page.width - left - right;
    const y = doc.page.height - bottom + 20;
    // Writing below the bottom margin would start a new page; lift the margin while we do.
    doc.page.margins.bottom = 0;
    doc
      .moveTo(left, y - 6)
      .lineTo(left + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLOUR.rule)
      .stroke();
    doc
      .font('regular')
      .fontSize(SIZE.small)
      .fillColor(COLOUR.muted)
      .text(`Trip Plan - ${view.tripName}`, left, y, { width: width * 0.7, lineBreak: false });
    doc.text(`Page ${index - start + 1} of ${count}`, left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
